/**
 * CAMT statements written for the tests and the bench (not real data), in the shapes banks export: an Italian
 * bank's camt.053.001.02, a German bank's camt.053.001.08 with a prefixed namespace, and an Austrian bank's
 * intraday report camt.052.001.08.
 */

export interface SampleCredit {
  amount: string;
  payer: string;
  /** Each entry one Ustrd line. */
  lines: string[];
  /** The bank's entry reference; omitted, the entry has none and is known by its fields. */
  ref?: string;
  /** The booking and value date; null: the entry has neither. */
  date?: string | null;
  /** The payer's end-to-end reference (else NOTPROVIDED). */
  endToEnd?: string;
  /** Structured remittance: additional text (`Strd/AddtlRmtInf`) instead of the unstructured lines. */
  additional?: string;
  /** `Sts` PDNG: not booked yet. */
  pending?: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const dates = (date: string | null | undefined) =>
  date === null ? '' : `<BookgDt><Dt>${date ?? '2026-07-01'}</Dt></BookgDt>
        <ValDt><Dt>${date ?? '2026-07-01'}</Dt></ValDt>`;

const remittance = (credit: SampleCredit) =>
  credit.additional === undefined
    ? credit.lines.map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join('')
    : `<Strd><AddtlRmtInf>${escape(credit.additional)}</AddtlRmtInf></Strd>`;

const creditEntry = (credit: SampleCredit) => `
      <Ntry>
        <Amt Ccy="EUR">${credit.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>${credit.pending ? 'PDNG' : 'BOOK'}</Sts>
        ${dates(credit.date)}
        ${credit.ref ? `<AcctSvcrRef>${escape(credit.ref)}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${escape(credit.endToEnd ?? 'NOTPROVIDED')}</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>${escape(credit.payer)}</Nm></Dbtr></RltdPties>
          <RmtInf>${remittance(credit)}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;

/**
 * An Italian bank's statement (camt.053.001.02, default namespace) of the given credits, plus a debit; with
 * `period`, the statement's period (`FrToDt`) is that day.
 */
export function italianCamt(credits: SampleCredit[], period?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>IT-STMT-0001</MsgId><CreDtTm>2026-07-02T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-2026-07-01</Id>
      <CreDtTm>2026-07-02T06:00:00</CreDtTm>${period ? `\n      <FrToDt><FrDtTm>${period}T00:00:00</FrDtTm><ToDtTm>${period}T23:59:59</ToDtTm></FrToDt>` : ''}
      <Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-07-01</Dt></Dt></Bal>
      ${credits.map(creditEntry).join('')}
      <Ntry>
        <Amt Ccy="EUR">45.90</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-07-01</Dt></BookgDt>
        <AcctSvcrRef>IT-DEBIT-1</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Cartoleria Rossi</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Materiale SPW-1-37</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

/**
 * A German bank's statement (camt.053.001.08, prefixed namespace, the payer under Dbtr/Pty): the credits as
 * one batch entry (Sammelbuchung) of several transactions, then a single credit without any bank reference.
 */
export function germanCamt(batch: SampleCredit[], single: SampleCredit): string {
  const total = batch.reduce((sum, credit) => sum + Number(credit.amount), 0).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<ns:Document xmlns:ns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <ns:BkToCstmrStmt>
    <ns:GrpHdr><ns:MsgId>DE-STMT-0001</ns:MsgId><ns:CreDtTm>2026-07-03T05:00:00+02:00</ns:CreDtTm></ns:GrpHdr>
    <ns:Stmt>
      <ns:Id>2026-07-02-001</ns:Id>
      <ns:Acct><ns:Id><ns:IBAN>DE02120300000000202051</ns:IBAN></ns:Id></ns:Acct>
      <ns:Ntry>
        <ns:Amt Ccy="EUR">${total}</ns:Amt>
        <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
        <ns:Sts><ns:Cd>BOOK</ns:Cd></ns:Sts>
        <ns:BookgDt><ns:DtTm>2026-07-02T10:15:00+02:00</ns:DtTm></ns:BookgDt>
        <ns:AcctSvcrRef>DE-BATCH-0815</ns:AcctSvcrRef>
        <ns:NtryDtls>
          <ns:Btch><ns:NbOfTxs>${batch.length}</ns:NbOfTxs></ns:Btch>
          ${batch
            .map(
              (credit, index) => `<ns:TxDtls>
            <ns:Refs><ns:EndToEndId>E2E-${index + 1}</ns:EndToEndId></ns:Refs>
            <ns:Amt Ccy="EUR">${credit.amount}</ns:Amt>
            <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
            <ns:RltdPties><ns:Dbtr><ns:Pty><ns:Nm>${escape(credit.payer)}</ns:Nm></ns:Pty></ns:Dbtr></ns:RltdPties>
            <ns:RmtInf>${credit.lines.map((line) => `<ns:Ustrd>${escape(line)}</ns:Ustrd>`).join('')}</ns:RmtInf>
          </ns:TxDtls>`,
            )
            .join('')}
        </ns:NtryDtls>
      </ns:Ntry>
      <ns:Ntry>
        <ns:Amt Ccy="EUR">${single.amount}</ns:Amt>
        <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
        <ns:Sts><ns:Cd>BOOK</ns:Cd></ns:Sts>
        <ns:ValDt><ns:Dt>${single.date ?? '2026-07-02'}</ns:Dt></ns:ValDt>
        <ns:NtryDtls><ns:TxDtls>
          <ns:RltdPties><ns:Dbtr><ns:Pty><ns:Nm>${escape(single.payer)}</ns:Nm></ns:Pty></ns:Dbtr></ns:RltdPties>
          <ns:RmtInf>${single.lines.map((line) => `<ns:Ustrd>${escape(line)}</ns:Ustrd>`).join('')}<ns:Strd><ns:CdtrRefInf><ns:Ref>KD-4711</ns:Ref></ns:CdtrRefInf></ns:Strd></ns:RmtInf>
        </ns:TxDtls></ns:NtryDtls>
      </ns:Ntry>
      <ns:Ntry>
        <ns:Amt Ccy="EUR">12.00</ns:Amt>
        <ns:CdtDbtInd>DBIT</ns:CdtDbtInd>
        <ns:Sts><ns:Cd>BOOK</ns:Cd></ns:Sts>
        <ns:BookgDt><ns:Dt>2026-07-02</ns:Dt></ns:BookgDt>
        <ns:AcctSvcrRef>DE-FEE-1</ns:AcctSvcrRef>
      </ns:Ntry>
    </ns:Stmt>
  </ns:BkToCstmrStmt>
</ns:Document>`;
}

/**
 * An Austrian bank's intraday account report (camt.052.001.08, `BkToCstmrAcctRpt`): the credits so far today,
 * booked or pending, as the bank's online banking exports them during the day.
 */
export function austrianCamt052(credits: SampleCredit[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08">
  <BkToCstmrAcctRpt>
    <GrpHdr><MsgId>AT-RPT-0001</MsgId><CreDtTm>2026-07-03T14:00:00+02:00</CreDtTm></GrpHdr>
    <Rpt>
      <Id>RPT-2026-07-03-14</Id>
      <CreDtTm>2026-07-03T14:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>AT483200000012345864</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${credits.map(creditEntry).join('')}
    </Rpt>
  </BkToCstmrAcctRpt>
</Document>`;
}
