export { BUREAU_REPORT_JOB, bureauReportJob, bureauReportSweep } from './report-job';
export { runMonthlyReport, runFile, ReportNotConfigured } from './report-run';
export { reportFormatOf } from './report-formats';
export { bureauReportRoutes } from './report-routes';
export { reportedLines } from './dispute-service';
export { bureauReportBorrowerRoutes } from './borrower-routes';
