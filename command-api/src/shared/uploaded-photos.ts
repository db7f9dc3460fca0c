import { ForbiddenError, imageRules, listingImageStream, ValidationError, type ListingImageUploaded } from '@fie/domain';
import type { CommandDeps } from './deps';

/**
 * Photos named in a command (a listing's, a dispute's) must have been uploaded, not deleted since, and be the
 * caller's own (`uploaderIds`: the person, or the organization they act for), unless already on the thing
 * (`alreadyOn`). A refusal names `field`.
 */
export async function assertPhotosUsable(deps: Pick<CommandDeps, 'events'>, uploaderIds: string[], imageIds: string[], options: { alreadyOn?: string[]; field?: string } = {}) {
  const field = options.field ?? 'images';
  for (const id of imageIds) {
    if (options.alreadyOn?.includes(id)) continue;
    const events = /^[0-9a-f-]{36}$/.test(id) ? await deps.events.readStream(listingImageStream(id)) : [];
    const uploaded = events.find((e) => e.type === 'ListingImageUploaded')?.data as ListingImageUploaded['data'] | undefined;
    if (!uploaded || events.some((e) => e.type === 'ListingImageDeleted')) throw new ValidationError({ [field]: imageRules.messages.gone(id) });
    if (!uploaderIds.includes(uploaded.uploadedBy)) throw new ForbiddenError(imageRules.messages.notYoursToUse, 'Forbidden', { [field]: id });
  }
}
