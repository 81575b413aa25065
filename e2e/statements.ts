import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A CAMT.053 statement (camt.053.001.02) of credits, each with its own bank reference, as a bank exports it. */
export function camtStatement(credits: { amount: string; payer: string; text: string; ref: string }[]): string {
  const entries = credits.map(
    (credit) => `<Ntry><Amt Ccy="EUR">${credit.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
      <BookgDt><Dt>2026-07-01</Dt></BookgDt><AcctSvcrRef>${credit.ref}</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${credit.payer}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${credit.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>E2E</MsgId><CreDtTm>2026-07-02T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>E2E</Id><Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></Acct>${entries.join('')}</Stmt></BkToCstmrStmt></Document>`;
}

/** Uploads a statement through the API, as the office's screen does. */
export async function uploadStatement(request: APIRequestContext, token: string, name: string, content: string) {
  const response = await request.post('/api/statements/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'application/xml', buffer: Buffer.from(content) } },
  });
  expect(response.status(), await response.text()).toBe(200);
}
