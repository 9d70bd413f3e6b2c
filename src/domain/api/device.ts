import { z } from 'zod';

export const DEVICE_GROUPS = ['appList', 'sms', 'exif', 'device', 'contact', 'location'] as const;
export type DeviceGroup = (typeof DEVICE_GROUPS)[number];

export const uploadEnableRequest = z.object({ orderNo: z.string().min(1, { error: 'validation.orderNoEmpty' }) });
/** Code 0 = success, data.enableTimeSdk. */
export const uploadEnableResponse = z.object({ enableTimeSdk: z.boolean() });

export const uploadStatusRequest = uploadEnableRequest;
/**
 * One flag per group, true when done. A group the market does not collect counts as
 * done (Nigeria's rules forbid some); `required` lists the groups this market collects.
 */
export const uploadStatusResponse = z.object({
  appList: z.boolean(),
  sms: z.boolean(),
  exif: z.boolean(),
  device: z.boolean(),
  contact: z.boolean(),
  location: z.boolean(),
  required: z.array(z.enum(DEVICE_GROUPS)),
});

/** The native shell reports one collected group for an order. */
export const uploadReportRequest = z.object({
  orderNo: z.string().min(1, { error: 'validation.orderNoEmpty' }),
  group: z.enum(DEVICE_GROUPS),
  payload: z.unknown(),
});
export const uploadReportResponse = z.object({ accepted: z.boolean() });
