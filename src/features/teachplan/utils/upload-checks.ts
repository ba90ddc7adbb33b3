/**
 * Every check a plan upload passes before it is sent (spec 001 §5): online, fewer than 50 enabled
 * plans, no duplicate name, a docx/pdf/xlsx extension, at most 5 MB, and content that really is
 * what the extension says. The server checks them all again.
 */
import { checkOnline, firstInvalid, type Check } from '@/lib/validators/check';
import { checkTeachPlanContent, checkTeachPlanFile, checkTeachPlanLimit } from '@/lib/validators/teach-plans';

export interface UploadContext {
  online: boolean;
  /** the caller's enabled uploads (the cap's count) */
  enabledCount: number;
  /** names already in the list, and of the files chosen before this one */
  existingNames: readonly string[];
}

export async function checkPlanUpload(file: File, context: UploadContext): Promise<Check> {
  const first = firstInvalid(
    checkOnline(context.online),
    checkTeachPlanLimit(context.enabledCount),
    checkTeachPlanFile(file, context.existingNames),
  );
  if (first) return first;
  return checkTeachPlanContent(file.name, new Uint8Array(await file.arrayBuffer()));
}
