import { useEffect, useState } from 'react';
import { storedToken } from '../../../lib/storage';
import { NewMessageToast } from '../components/new-message-toast';
import { createLive, type ConversationsLive, type LiveOptions } from './live-store';

export type LiveConversationsProps = Pick<LiveOptions, 'viewer' | 'dashboardPath' | 'realtime'> & {
  /** Hands the live state up to whoever shares it (the app's provider); null when it ends. */
  onReady: (live: ConversationsLive | null) => void;
};

/**
 * The live part of messaging for one signed-in session, loaded on its own after sign-in: it loads the
 * notifications and conversations, keeps the real-time connection, and shows the new-message toast.
 */
export function LiveConversations({ viewer, dashboardPath, realtime, onReady }: LiveConversationsProps) {
  const [live] = useState(() => createLive({ viewer, dashboardPath, realtime, token: storedToken }));
  useEffect(() => {
    live.start();
    onReady(live);
    return () => {
      onReady(null);
      live.stop();
    };
  }, [live, onReady]);
  return <NewMessageToast live={live} />;
}
