import { userStandingEventTypes, type UserStandingEvent } from '@fie/domain';
import { USER_STANDING, type UserStandingView } from '@fie/read-models';
import type { Projection } from '../projection';

const what = { UserSuspended: 'suspended', UserReinstated: 'reinstated', ConfirmationCodeResentByStaff: 'code resent' } as const;

/** Staff decisions about people, for the console's users resource. */
export const userStandingProjection: Projection = {
  name: 'user-standing',
  version: 1,
  handles: userStandingEventTypes,
  collections: [USER_STANDING],
  async project(recorded, docs) {
    if (!(userStandingEventTypes as string[]).includes(recorded.type)) return [];
    const event = { type: recorded.type, data: recorded.data } as UserStandingEvent;
    const { userId, staffId, reason } = event.data;
    const current = (await docs.collection<UserStandingView>(USER_STANDING).get(userId)) ?? { id: userId, suspended: false, history: [] };
    const at = event.type === 'UserSuspended' ? event.data.suspendedAt : event.type === 'UserReinstated' ? event.data.reinstatedAt : event.data.resentAt;
    const history = [{ what: what[event.type], by: staffId, reason, at }, ...current.history].slice(0, 50);
    let doc: UserStandingView = { ...current, history };
    if (event.type === 'UserSuspended') doc = { ...doc, suspended: true, reason, suspendedAt: at, suspendedBy: staffId };
    if (event.type === 'UserReinstated') doc = { id: userId, suspended: false, history };
    return [{ op: 'upsert', collection: USER_STANDING, doc, position: recorded.position }];
  },
};
