/**
 * CAMT.053 statements written for the tests and the bench (not real data), in the shapes two banks export:
 * an Italian bank's camt.053.001.02 and a German bank's camt.053.001.08 with a prefixed namespace.
 */

export interface SampleCredit {
  amount: string;
  payer: string;
  /** Each entry one Ustrd line. */
  lines: string[];
  /** The bank's entry reference; omitted, the entry has none and is known by its fields. */
  ref?: string;
  date?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const creditEntry = (credit: SampleCredit) => `
      <Ntry>
        <Amt Ccy="EUR">${credit.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${credit.date ?? '2026-07-01'}</Dt></BookgDt>
        <ValDt><Dt>${credit.date ?? '2026-07-01'}</Dt></ValDt>
        ${credit.ref ? `<AcctSvcrRef>${escape(credit.ref)}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>${escape(credit.payer)}</Nm></Dbtr></RltdPties>
          <RmtInf>${credit.lines.map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join('')}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;

/** An Italian bank's statement (camt.053.001.02, default namespace) of the given credits, plus a debit. */
export function italianCamt(credits: SampleCredit[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>IT-STMT-0001</MsgId><CreDtTm>2026-07-02T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-2026-07-01</Id>
      <CreDtTm>2026-07-02T06:00:00</CreDtTm>
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
