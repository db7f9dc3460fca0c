import { z } from 'zod';
import type { ReportMessageInput } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { parseAnswer } from './entities';

/** POST /api/messages/{messageId}/report `{reason, details?}`: 201 `{message: 'Report received', reportId}`; 409 once reported. */
export const reportMessageAnswer = z.object({ message: z.string(), reportId: z.string() });
export type ReportMessageAnswer = z.infer<typeof reportMessageAnswer>;

export async function reportMessage(messageId: string, input: ReportMessageInput): Promise<ReportMessageAnswer> {
  const body = await api.post<unknown>(`/messages/${encodeURIComponent(messageId)}/report`, input);
  return parseAnswer(reportMessageAnswer, body, 'report');
}
