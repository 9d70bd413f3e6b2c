/** What other code may use of the complaints module; its other files are its own. */
export { purgeUnattachedComplaintPhotosSweep } from './complaint-photo';
export { complaintCase, complaintPhotoKey, complaintQueue, overdueComplaints, QUEUE_FILTERS } from './complaint-queue';
export { complaintsOfUser } from './complaint-views';
export { assignComplaint, changeComplaintStatus, replyToComplaint } from './handle-complaint';
export { complaintRoutes } from './routes';
