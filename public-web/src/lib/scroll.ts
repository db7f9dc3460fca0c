/**
 * Smooth-scrolls to a section by id, instantly for people who asked their phone for reduced motion.
 * Returns false when there is no such section (an old or mistyped link), so the page can stay at the top.
 */
export function scrollToSection(id: string | undefined): boolean {
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  return true;
}
