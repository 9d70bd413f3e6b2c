import type { CardType } from '../enums/card-type';
import type { ContactRelation, ContactRelationShort } from '../enums/contact-relation';
import type { IncomeRange } from '../enums/income-range';
import type { PayFrequency, WeekDay } from '../enums/pay-schedule';
import type { Education, Gender, LoanPurpose, MaritalStatus, ResidenceType } from '../enums/personal';
import type { Designation, IncomeSource, Industry, JobExperience, PayMethod, WorkThereTime } from '../enums/work';
import type { WorkType } from '../enums/work-type';
import type { Language } from '../markets/market';
import type { FieldName } from './field-labels';
import { incomeRangeLabels } from './income-range-labels';
import { QUESTIONNAIRE_LABELS, type QuestionnaireLabels } from './questionnaire-labels';

/** Display labels of every enumeration option, by enumeration then contract value. */
export interface OptionLabels {
  gender: Record<Gender, string>;
  maritalStatus: Record<MaritalStatus, string>;
  education: Record<Education, string>;
  loanPurpose: Record<LoanPurpose, string>;
  residenceType: Record<ResidenceType, string>;
  workType: Record<WorkType, string>;
  jobExperience: Record<JobExperience, string>;
  workThereTime: Record<WorkThereTime, string>;
  language: Record<Language, string>;
  incomeSource: Record<IncomeSource, string>;
  payMethod: Record<PayMethod, string>;
  payFrequency: Record<PayFrequency, string>;
  weekDay: Record<WeekDay, string>;
  designation: Record<Designation, string>;
  industry: Record<Industry, string>;
  /** Full list, plus the short list's own values so old records still display. */
  contactRelation: Record<ContactRelation | ContactRelationShort, string>;
  cardType: Record<CardType, string>;
  /** Nigeria's bands (SPEC's figures); a form shows its market's, incomeRangeLabels. */
  incomeRange: Record<IncomeRange, string>;
  questionnaire: QuestionnaireLabels;
}

export type OptionGroup = Exclude<keyof OptionLabels, 'questionnaire'>;

/** Which option labels a form field's picker shows. Paydays use `weekDay` only for weekly pickers. */
export const OPTION_GROUP_OF_FIELD: Partial<Record<FieldName, OptionGroup>> = {
  gender: 'gender',
  maritalStatus: 'maritalStatus',
  education: 'education',
  loanPurpose: 'loanPurpose',
  residenceType: 'residenceType',
  employmentType: 'workType',
  jobExperience: 'jobExperience',
  workThereTime: 'workThereTime',
  incomeSource: 'incomeSource',
  payMethod: 'payMethod',
  designation: 'designation',
  language: 'language',
  industryCategory: 'industry',
  payFrequency: 'payFrequency',
  monthlyPayday: 'weekDay',
  monthlyPaydayTwo: 'weekDay',
  monthlySalary: 'incomeRange',
  emergencyContactRelation1: 'contactRelation',
  emergencyContactRelation2: 'contactRelation',
  cardType: 'cardType',
};

const EN: OptionLabels = {
  gender: { 1: 'Male', 2: 'Female' },
  maritalStatus: { single: 'Single', married: 'Married', divorced: 'Divorced', widowed: 'Widowed' },
  // The contract lists seniorSchool before highSchool, so it is read as the lower level.
  education: {
    noEducated: 'No formal education',
    primaryschool: 'Primary school',
    seniorSchool: 'Secondary school',
    highSchool: 'High school',
    bachelors: "Bachelor's degree",
    masters: "Master's degree or higher",
  },
  loanPurpose: {
    familyFunction: 'Family event',
    holidayTravel: 'Holiday or travel',
    education: 'Education',
    health: 'Health',
    otherPersonalUse: 'Other personal use',
  },
  residenceType: { ownHouse: 'Own house', rened: 'Rented', others: 'Other' },
  workType: {
    employee: 'Employee',
    self_employed: 'Self-employed',
    Unemployed: 'Unemployed',
    auto: 'Freelance',
    employed: 'Employed',
    ParttimeEmployee: 'Part-time employee',
    Student: 'Student',
    no_Work: 'Not working',
    Other: 'Other',
  },
  jobExperience: { lessThan1Year: 'Less than 1 year', in1_3Years: '1 to 3 years', moreThan3Years: 'More than 3 years' },
  workThereTime: {
    lessThan6Months: 'Less than 6 months',
    in6To12Months: '6 to 12 months',
    in1To3Years: '1 to 3 years',
    moreThan3Years: 'More than 3 years',
  },
  language: { en: 'English', es: 'Spanish' },
  incomeSource: {
    ownself: 'Myself',
    father: 'Father',
    mother: 'Mother',
    brotherOrSister: 'Brother or sister',
    otherFamilyMember: 'Other family member',
  },
  payMethod: { cheque: 'Cheque', cash: 'Cash', bankTransfer: 'Bank transfer' },
  payFrequency: { Weekly: 'Weekly', Fourteen: 'Every 14 days', Monthly: 'Monthly', Biweekly: 'Twice a month' },
  weekDay: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  designation: {
    assistant: 'Assistant',
    commissioner: 'Commissioner',
    supervisor: 'Supervisor',
    manager: 'Manager',
    director: 'Director',
    other: 'Other',
    shopOwner: 'Shop owner',
    trader: 'Trader',
    foodVendor: 'Food vendor',
    artisan: 'Artisan or technician',
    transportOperator: 'Transport operator',
    onlineSeller: 'Online seller',
    professionalServices: 'Professional services',
    farmer: 'Farmer',
    otherBusiness: 'Other business',
  },
  industry: {
    hospitalAndMedical: 'Hospital and medical',
    financeAndAudit: 'Finance and audit',
    transportation: 'Transportation',
    bankAndInsurance: 'Banking and insurance',
    retail: 'Retail',
    Police: 'Police',
    diningAndEntertainment: 'Dining and entertainment',
    healthCareAndBeauty: 'Health care and beauty',
    culturalEducation: 'Education and culture',
    housekeeping: 'Housekeeping',
    salesAndSupport: 'Sales and customer support',
    materialProcurement: 'Procurement',
    foreignTrade: 'Foreign trade',
    governmentEmployee: 'Government',
    itandscience: 'IT and science',
    others: 'Other',
  },
  contactRelation: {
    colleagues: 'Colleague',
    students: 'Classmate',
    parents: 'Parent',
    couples: 'Spouse or partner',
    brothersOrSisters: 'Brother or sister',
    children: 'Child',
    friends: 'Friend',
    others: 'Other',
    couple: 'Spouse or partner',
    siblings: 'Brother or sister',
  },
  cardType: { CLABE: 'CLABE', creditCard: 'Debit card' },
  incomeRange: incomeRangeLabels('ng', 'en'),
  questionnaire: QUESTIONNAIRE_LABELS.en,
};

const ES: OptionLabels = {
  gender: { 1: 'Hombre', 2: 'Mujer' },
  maritalStatus: { single: 'Soltero(a)', married: 'Casado(a)', divorced: 'Divorciado(a)', widowed: 'Viudo(a)' },
  education: {
    noEducated: 'Sin estudios',
    primaryschool: 'Primaria',
    seniorSchool: 'Secundaria',
    highSchool: 'Preparatoria o bachillerato',
    bachelors: 'Licenciatura',
    masters: 'Maestría o doctorado',
  },
  loanPurpose: {
    familyFunction: 'Evento familiar',
    holidayTravel: 'Viaje o vacaciones',
    education: 'Educación',
    health: 'Salud',
    otherPersonalUse: 'Otro uso personal',
  },
  residenceType: { ownHouse: 'Casa propia', rened: 'Rentada', others: 'Otra' },
  workType: {
    employee: 'Empleado(a)',
    self_employed: 'Negocio propio o independiente',
    Unemployed: 'Sin empleo',
    auto: 'Freelance',
    employed: 'Con empleo',
    ParttimeEmployee: 'Empleado(a) de medio tiempo',
    Student: 'Estudiante',
    no_Work: 'No trabajo',
    Other: 'Otro',
  },
  jobExperience: { lessThan1Year: 'Menos de 1 año', in1_3Years: 'De 1 a 3 años', moreThan3Years: 'Más de 3 años' },
  workThereTime: {
    lessThan6Months: 'Menos de 6 meses',
    in6To12Months: 'De 6 a 12 meses',
    in1To3Years: 'De 1 a 3 años',
    moreThan3Years: 'Más de 3 años',
  },
  language: { en: 'Inglés', es: 'Español' },
  incomeSource: {
    ownself: 'Yo mismo(a)',
    father: 'Padre',
    mother: 'Madre',
    brotherOrSister: 'Hermano(a)',
    otherFamilyMember: 'Otro familiar',
  },
  payMethod: { cheque: 'Cheque', cash: 'Efectivo', bankTransfer: 'Transferencia bancaria' },
  payFrequency: { Weekly: 'Semanal', Fourteen: 'Catorcenal (cada 14 días)', Monthly: 'Mensual', Biweekly: 'Quincenal' },
  weekDay: {
    monday: 'Lunes',
    tuesday: 'Martes',
    wednesday: 'Miércoles',
    thursday: 'Jueves',
    friday: 'Viernes',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  designation: {
    assistant: 'Asistente',
    commissioner: 'Comisionista',
    supervisor: 'Supervisor(a)',
    manager: 'Gerente',
    director: 'Director(a)',
    other: 'Otro',
    shopOwner: 'Dueño(a) de tienda',
    trader: 'Comerciante',
    foodVendor: 'Venta de comida',
    artisan: 'Oficio o técnico',
    transportOperator: 'Transporte',
    onlineSeller: 'Venta en línea',
    professionalServices: 'Servicios profesionales',
    farmer: 'Agricultor(a)',
    otherBusiness: 'Otro negocio',
  },
  industry: {
    hospitalAndMedical: 'Hospitales y servicios médicos',
    financeAndAudit: 'Finanzas y auditoría',
    transportation: 'Transporte',
    bankAndInsurance: 'Banca y seguros',
    retail: 'Comercio',
    Police: 'Policía',
    diningAndEntertainment: 'Restaurantes y entretenimiento',
    healthCareAndBeauty: 'Salud y belleza',
    culturalEducation: 'Educación y cultura',
    housekeeping: 'Trabajo del hogar',
    salesAndSupport: 'Ventas y atención a clientes',
    materialProcurement: 'Compras y abastecimiento',
    foreignTrade: 'Comercio exterior',
    governmentEmployee: 'Gobierno',
    itandscience: 'Tecnología y ciencia',
    others: 'Otro',
  },
  contactRelation: {
    colleagues: 'Compañero(a) de trabajo',
    students: 'Compañero(a) de escuela',
    parents: 'Padre o madre',
    couples: 'Pareja',
    brothersOrSisters: 'Hermano(a)',
    children: 'Hijo(a)',
    friends: 'Amigo(a)',
    others: 'Otro',
    couple: 'Pareja',
    siblings: 'Hermano(a)',
  },
  cardType: { CLABE: 'CLABE', creditCard: 'Tarjeta de débito' },
  incomeRange: incomeRangeLabels('ng', 'es'),
  questionnaire: QUESTIONNAIRE_LABELS.es,
};

export const OPTION_LABELS: Record<Language, OptionLabels> = { en: EN, es: ES };
