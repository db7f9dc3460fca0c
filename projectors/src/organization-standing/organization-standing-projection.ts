import { organizationStandingEventTypes, type OrganizationStandingEvent } from '@fie/domain';
import { ORGANIZATION_STANDING, type OrganizationStandingView } from '@fie/read-models';
import type { Projection } from '../projection';

const what = { OrganizationVerified: 'verified', OrganizationSuspended: 'suspended', OrganizationReinstated: 'reinstated' } as const;

/** Staff decisions about organizations, for the console's organizations resource. */
export const organizationStandingProjection: Projection = {
  name: 'organization-standing',
  version: 1,
  handles: organizationStandingEventTypes,
  collections: [ORGANIZATION_STANDING],
  async project(recorded, docs) {
    if (!(organizationStandingEventTypes as string[]).includes(recorded.type)) return [];
    const event = { type: recorded.type, data: recorded.data } as OrganizationStandingEvent;
    const { orgId, staffId, reason } = event.data;
    const current = (await docs.collection<OrganizationStandingView>(ORGANIZATION_STANDING).get(orgId)) ?? { id: orgId, verified: false, suspended: false, history: [] };
    const at = event.type === 'OrganizationVerified' ? event.data.verifiedAt : event.type === 'OrganizationSuspended' ? event.data.suspendedAt : event.data.reinstatedAt;
    const history = [{ what: what[event.type], by: staffId, reason, at }, ...current.history].slice(0, 50);
    let doc: OrganizationStandingView = { ...current, history };
    if (event.type === 'OrganizationVerified') doc = { ...doc, verified: true, verifiedAt: at };
    if (event.type === 'OrganizationSuspended') doc = { ...doc, suspended: true, suspendedReason: reason, suspendedAt: at };
    if (event.type === 'OrganizationReinstated') {
      const { suspendedReason: _r, suspendedAt: _a, ...rest } = doc;
      doc = { ...rest, suspended: false };
    }
    return [{ op: 'upsert', collection: ORGANIZATION_STANDING, doc, position: recorded.position }];
  },
};
