import { useQuery } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';
import { uploadFile } from '../../../api/upload';
import { prepareImage } from '../../../lib/prepare-image';

export const complaintsKey = ['complaints'] as const;
export type ComplaintList = CallOutput<'/user/complaints/list'>;
export type Complaint = ComplaintList['complaints'][number];

/** The borrower's cases with their answers, and where to take an answer they do not accept. */
export function useComplaints() {
  return useQuery({ queryKey: complaintsKey, queryFn: () => request('/user/complaints/list', {}) });
}

/** Files a case; answers it with its number and deadline. */
export function fileComplaint(input: CallInput<'/user/complaints'>) {
  return request('/user/complaints', input);
}

/** A screenshot must stay legible; 1600 px keeps text sharp and the upload small. */
const MAX_SIDE = 1600;

/** Uploads the complaint's photo (made smaller and stripped of its metadata first). */
export async function uploadComplaintPhoto(file: File, onProgress: (percent: number) => void) {
  const image = await prepareImage(file, MAX_SIDE);
  return uploadFile('/user/complaints/photo', image.blob, image.name, { onProgress });
}
