/**
 * What the bell shows, as the shell needs it. The app builds it from the messaging state, so the shell
 * never depends on how notifications are loaded or pushed.
 */
export type BellItem = { id: string; title: string; body: string; link: string; read: boolean; createdAt: string };

export type BellState = {
  status: 'loading' | 'ready' | 'failed';
  error?: string;
  /** The badge: unread notifications. */
  unread: number;
  /** Newest first. */
  items: readonly BellItem[];
  /** The latest message under the dashboard (spec §2 "Header"), when there is one. */
  latestMessageLink?: string;
  /** An item was opened: mark it read (its link is followed by the menu). */
  onOpen: (item: BellItem) => void;
  onMarkAllRead: () => void;
  onRetry: () => void;
};
