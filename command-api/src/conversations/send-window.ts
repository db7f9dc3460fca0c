/**
 * Times of each sender's recent messages, for the per-minute limit. In memory: a minute's window needs no
 * durable store, but each command-api instance counts its own (issue 11 moves throttles to the document store).
 */
export class SendWindow {
  private readonly sends = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  of(sender: string, now: number): number[] {
    const since = now - this.windowMs;
    return (this.sends.get(sender) ?? []).filter((t) => t > since);
  }

  record(sender: string, now: number) {
    this.sends.set(sender, [...this.of(sender, now), now]);
    // Forget the oldest sender first when very many have written in the window.
    if (this.sends.size > 50_000) this.sends.delete(this.sends.keys().next().value!);
  }
}
