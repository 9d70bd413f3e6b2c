import { useMemo, useState, type FormEvent } from 'react';
import { dialogHost } from '../../components/form/kit-dialog';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../lib/hash-router';
import { CARD_TYPES } from '../../../domain/enums/card-type';
import { clabeBankCode } from '../../../domain/identity/clabe';
import { ApiFailure, request } from '../../api/client';
import { CODES } from '../../../domain/api/codes';
import { useFormState } from '../../components/form/form-state';
import { optionsOf } from '../../components/form/options';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/select-field';
import { digitsOnly, TextField } from '../../components/form/text-field';
import { FormSection } from '../../components/form/form-section';
import { Dialog } from '../../lib/antd-kit';
import { toast } from '../../lib/toast';
import {
  useGoToNextStep,
  useRefreshOnboarding,
  useLabels,
  OnboardingPage,
  useSave,
  type OnboardingContext,
} from '../onboarding';
import { PHONE_MAX_DIGITS } from '../../../domain/forms/phone-field';
import { dialCode } from '../../lib/format';
import { useAccountName, useBankList, useBranches } from './api/bank';
import {
  bankClears,
  bankName,
  bankOption,
  bankOptions,
  bankPayload,
  BANKS,
  readyToVerify,
  validateBank,
  type BankValues,
} from './bank-values';
import { AccountName } from './components/account-name';
import { BankNetworkFailed } from './components/bank-network-failed';
import { ValidPeriodField } from './components/valid-period-field';

/** How many digits the number field takes: NUBAN 10, CLABE 18, debit card 16. */
function accountLength(market: string, cardType: string | undefined): number {
  if (market === 'ng') return 10;
  return cardType === 'creditCard' ? 16 : 18;
}

function BankForm({ ctx }: { ctx: OnboardingContext }) {
  const { t } = useTranslation('onboarding');
  const { label, optional, options } = useLabels(ctx.market);
  const navigate = useNavigate();
  const goNext = useGoToNextStep();
  const refresh = useRefreshOnboarding();
  const { market } = ctx;
  const schemaContext = useMemo(() => ({ market, today: ctx.today }), [market, ctx.today]);
  // Editing: the primary account is replaced through update-bankCard (e.g. after a failed payout).
  const current = ctx.profile.bankCards.find((c) => c.isPrimary) ?? ctx.profile.bankCards[0];
  const form = useFormState<BankValues>({
    initial: {
      cardType:
        market === 'mx' ? (current && current.cardType !== 'bankAccount' ? current.cardType : 'CLABE') : undefined,
      bankCode: current?.bankCode,
      accountNumber: undefined,
      confirmAccountNumber: undefined,
      bvn: undefined,
      validPeriod: undefined,
      cvc: undefined,
      branchCode: current?.branchCode ?? undefined,
      phone: current?.phone ?? undefined,
    },
    validate: (v) => validateBank(v, schemaContext),
    clears: bankClears,
    draft: { form: 'bank', userId: ctx.userId },
  });
  const { values } = form;
  const branches = useBranches(values.bankCode);
  const bankList = useBankList();
  // The server's list; the bundled copy only while it loads or when the network fails.
  const banks = useMemo(
    () => (bankList.data ? bankList.data.banks.map((b) => bankOption(market, b)) : bankOptions(market)),
    [bankList.data, market],
  );
  const lookup = useAccountName(
    readyToVerify(values, schemaContext)
      ? { bankCode: values.bankCode!, accountNumber: values.accountNumber!, cardType: values.cardType }
      : null,
  );
  const { saving, run } = useSave(form.showServerErrors);
  // The save that failed on the network, kept so the banner's retry sends it again.
  const [failedSave, setFailedSave] = useState<(() => void) | null>(null);
  const digits = accountLength(market, values.cardType);

  // A CLABE names its bank in its first three digits: that bank is the account's, whatever was
  // picked before (a borrower who chose "BBVA BANCOMER2" for a BBVA MEXICO CLABE was refused).
  const account = form.bind('accountNumber');
  const accountField = {
    ...account,
    onChange: (value: unknown) => {
      account.onChange(value);
      const code =
        typeof value === 'string' && values.cardType === 'CLABE' && value.length === 18 ? clabeBankCode(value) : null;
      if (code && code !== values.bankCode && BANKS.mx.some((b) => b.code === code)) form.patch({ bankCode: code });
    },
  };

  const confirmHolder = async (): Promise<boolean> => {
    const holder = lookup.data?.verified ? lookup.data.accountName : null;
    if (!holder) return true;
    return Dialog.confirm({
      getContainer: dialogHost,
      title: t('bank.confirmTitle'),
      'aria-label': t('bank.confirmTitle'),
      content: t('bank.confirmText', {
        name: holder,
        bank: banks.find((b) => b.value === values.bankCode)?.label ?? bankName(market, values.bankCode),
        last4: values.accountNumber?.slice(-4),
      }),
      confirmText: t('bank.confirmYes'),
      cancelText: t('bank.confirmNo'),
    });
  };

  const save = () =>
    run(async () => {
      setFailedSave(null);
      try {
        await sendCard();
      } catch (error) {
        if (error instanceof ApiFailure && error.code === CODES.NETWORK) {
          setFailedSave(() => () => void save());
          return;
        }
        throw error;
      }
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    if (!(await confirmHolder())) return;
    await save();
  };

  const sendCard = async () => {
    const card = bankPayload(values, schemaContext);
    if (current) {
      await request('/user/update-bankCard', { ...card, id: current.id, orderNo: ctx.orderNo }, { loading: true });
      form.dropDraft();
      await refresh();
      toast.success(t('bank.updated'));
      if (window.history.length > 1) navigate(-1);
      else navigate('/', { replace: true });
    } else {
      const saved = await request('/user/addBankCard', { ...card, orderNo: ctx.orderNo }, { loading: true });
      form.dropDraft();
      await goNext(saved.next);
    }
  };

  const branchesFailed =
    branches.isError && branches.error instanceof ApiFailure && branches.error.code === CODES.NETWORK;

  const branchOptions = (branches.data?.branches ?? []).map((b) => ({
    value: b.code,
    label: b.name,
    description: b.code,
  }));
  return (
    <form className="onboarding-form" onSubmit={submit} noValidate data-testid="bank-form">
      <p className="form-intro">{t(current ? 'bank.editIntro' : 'bank.intro')}</p>
      {current && (
        <div className="current-card" data-testid="current-card">
          <p className="label">{t('bank.current')}</p>
          <p className="current-card-bank">{current.bankName}</p>
          <p className="current-card-number">
            {current.accountMasked}
            {current.accountName ? ` · ${current.accountName}` : ''}
          </p>
        </div>
      )}
      {failedSave && <BankNetworkFailed onRetry={failedSave} />}
      {!failedSave && branchesFailed && <BankNetworkFailed onRetry={() => void branches.refetch()} />}
      <FormSection title={t('bank.account')} testId="section-bank">
        {market === 'mx' && (
          <RadioGroupField
            field={form.bind('cardType')}
            label={label('cardType')}
            options={optionsOf(CARD_TYPES, options.cardType)}
          />
        )}
        <SelectField
          field={form.bind('bankCode')}
          label={label('bankCode')}
          options={banks}
          searchable
          placeholder={t('bank.choose')}
        />
        {branchOptions.length > 0 && (
          <SelectField field={form.bind('branchCode')} label={optional('branchCode')} options={branchOptions} />
        )}
        <TextField
          field={accountField}
          label={
            market === 'mx'
              ? t(values.cardType === 'creditCard' ? 'bank.cardNumber' : 'bank.clabe')
              : label('accountNumber')
          }
          inputMode="numeric"
          maxLength={digits}
          format={digitsOnly}
          hint={t(
            market === 'ng' ? 'bank.nubanHint' : values.cardType === 'creditCard' ? 'bank.cardHint' : 'bank.clabeHint',
          )}
        />
        <TextField
          field={form.bind('confirmAccountNumber')}
          label={label('confirmAccountNumber')}
          inputMode="numeric"
          maxLength={digits}
          format={digitsOnly}
        />
        <AccountName lookup={lookup} />
        {market === 'ng' && (
          <TextField
            field={form.bind('bvn')}
            label={label('bvn')}
            inputMode="numeric"
            maxLength={11}
            format={digitsOnly}
            hint={t('bank.bvnHint')}
          />
        )}
        <TextField
          field={form.bind('phone')}
          label={optional('phone')}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_MAX_DIGITS}
          format={digitsOnly}
          prefix={dialCode(market)}
        />
        {market === 'mx' && values.cardType === 'creditCard' && (
          <>
            <ValidPeriodField field={form.bind('validPeriod')} label={label('validPeriod')} today={ctx.today} />
            <TextField
              field={form.bind('cvc')}
              label={label('cvc')}
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              format={digitsOnly}
              hint={t('bank.cvcHint')}
            />
          </>
        )}
      </FormSection>
      <p className="fine-print">{t('bank.safety')}</p>
      <div className="form-footer">
        <button type="submit" className="btn btn-primary btn-block btn-large" disabled={saving} data-testid="submit">
          {current ? t('bank.saveChanges') : t('next')}
        </button>
      </div>
    </form>
  );
}

/**
 * Bank (bankAccountSchema): account twice, bank, BVN (NG) or CLABE / debit card (MX) (route
 * /bank_account/add_bankcard).
 */
export default function AddBankCardScreen() {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingPage title={t('bank.title')} step="bank">
      {(ctx) => <BankForm ctx={ctx} />}
    </OnboardingPage>
  );
}
