import { describe, expect, it } from "vitest";
import {
  type CsvEvent,
  countCsvRows,
  detectDelimiter,
  openCustomerCsv,
  parseAccountValue,
} from "./customer-csv";

/** The file as it would come out of storage, cut into pieces of `size` bytes (a row may straddle two). */
async function* pieces(content: string | Buffer, size = 7) {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(content: string | Buffer, size?: number) {
  const opened = await openCustomerCsv(pieces(content, size));
  if (!opened.ok) return { failure: opened.reason, rows: [], errors: [], warnings: [], rowWarnings: [] };
  const events: CsvEvent[] = [];
  for await (const group of opened.events) events.push(...group);
  return {
    failure: null,
    warnings: opened.warnings,
    rows: events.flatMap((e) => (e.kind === "row" ? [e.customer] : [])),
    rowWarnings: events.flatMap((e) =>
      e.kind === "row" && e.warnings ? e.warnings.map((w) => ({ line: e.line, warning: w })) : [],
    ),
    errors: events.flatMap((e) => (e.kind === "error" ? [{ line: e.line, reason: e.reason }] : [])),
  };
}

describe("customer CSV as real exports write it", () => {
  it("reads a spreadsheet export with a byte-order mark", async () => {
    const { rows, errors } = await read("\uFEFFemail,first_name\r\nana@hotel.test,Ana\r\n");
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, email: "ana@hotel.test", firstName: "Ana" }]);
  });

  it("detects semicolons (European exports) and keeps their decimal commas", async () => {
    const csv = "email;first_name;account_value;company_name\nbo@x.test;Bo;1.234,50;Müller, Weber & Co\n";
    const { rows, errors } = await read(csv);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      email: "bo@x.test",
      accountValue: 1234.5,
      companyName: "Müller, Weber & Co",
    });
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(detectDelimiter('"a;b",c')).toBe(",");
  });

  it("reads quoted values with commas, quotes and line breaks, and counts lines from where a row starts", async () => {
    const csv = [
      "email,company_name,last_name",
      '"a@x.test","Grand Hotel, Lake Side","O""Brien"',
      'b@x.test,"Two',
      'lines",Smith',
      "not-an-email,X,Y",
    ].join("\n");
    const { rows, errors } = await read(csv, 5);
    expect(rows).toEqual([
      { line: 2, email: "a@x.test", companyName: "Grand Hotel, Lake Side", lastName: 'O"Brien' },
      { line: 3, email: "b@x.test", companyName: "Two\nlines", lastName: "Smith" },
    ]);
    expect(errors).toEqual([
      {
        line: 5,
        reason:
          'Needs an email or an internal_customer_id (Invalid email address "not-an-email"; left empty)',
      },
    ]);
  });

  it("takes columns in any order, matches headers loosely and names the unknown ones in a warning", async () => {
    const csv = "Notes,E-mail,First Name,IS_ACTIVE_CUSTOMER,Favourite colour\nvip,c@x.test,Cem,no,blue\n";
    const { rows, warnings } = await read(csv);
    expect(rows).toEqual([{ line: 2, email: "c@x.test", firstName: "Cem", isActiveCustomer: false }]);
    expect(warnings).toEqual(["Ignored unknown columns: Notes, Favourite colour"]);
  });

  it("accepts true/false/yes/no/1/0 for is_active_customer, in any case", async () => {
    const values = ["true", "FALSE", "Yes", "no", "1", "0"];
    const csv = `email,is_active_customer\n${values.map((v, i) => `p${i}@x.test,${v}`).join("\n")}\nq@x.test,maybe\n`;
    const { rows, errors, rowWarnings } = await read(csv);
    expect(rows.map((r) => r.isActiveCustomer)).toEqual([true, false, true, false, true, false, undefined]);
    expect(errors).toEqual([]);
    expect(rowWarnings).toEqual([
      {
        line: 8,
        warning: 'is_active_customer must be true, false, yes, no, 1 or 0, not "maybe"; left empty',
      },
    ]);
  });

  it("a bad value leaves that one field empty with a warning and keeps the row; only a row with no email or id is refused", async () => {
    const csv = [
      "internal_customer_id,email,subscription,payment_status,account_value",
      '1,a@x.test,premium,OK,"$1,200.00"',
      "2,b@x.test,Gold,Ok,1",
      "3,c@x.test,Basic,Late,1",
      "4,d@x.test,Basic,Ok,lots",
      ",,,,",
      ",,Basic,Ok,5",
      "7,e@x.test,Basic",
      "8,f@x.test,Enterprise,Off,-3",
    ].join("\n");
    const { rows, errors, rowWarnings } = await read(csv);
    expect(rows.map((r) => r.internalCustomerId)).toEqual(["1", "2", "3", "4", "8"]);
    expect(rows[0]).toMatchObject({ subscription: "Premium", paymentStatus: "Ok", accountValue: 1200 });
    expect(rows[1]).toEqual({
      line: 3,
      internalCustomerId: "2",
      email: "b@x.test",
      paymentStatus: "Ok",
      accountValue: 1,
    });
    expect(rows[4]).toEqual({
      line: 9,
      internalCustomerId: "8",
      email: "f@x.test",
      subscription: "Enterprise",
      paymentStatus: "Off",
    });
    expect(rowWarnings).toEqual([
      { line: 3, warning: 'subscription must be Basic, Premium or Enterprise, not "Gold"; left empty' },
      { line: 4, warning: 'payment_status must be Ok, Overdue or Off, not "Late"; left empty' },
      { line: 5, warning: 'account_value must be a number, not "lots"; left empty' },
      { line: 9, warning: 'account_value cannot be negative ("-3"); left empty' },
    ]);
    expect(errors).toEqual([
      { line: 7, reason: "Needs an email or an internal_customer_id" },
      { line: 8, reason: "Has 3 values but the header has 5 columns" },
    ]);
  });

  it("checks phones and folds languages to one ISO code", async () => {
    const csv = [
      "email,phone,whatsapp,language",
      "a@x.test,+41 (0)44 123-45.67,not a number,FR",
      "b@x.test,12,+33 6 12 34 56 78,French",
      "c@x.test,,,fr-CA",
      "d@x.test,,,Klingon",
    ].join("\n");
    const { rows, rowWarnings } = await read(csv);
    expect(rows.map((r) => [r.phone, r.whatsapp, r.language])).toEqual([
      ["+41 (0)44 123-45.67", undefined, "fr"],
      [undefined, "+33 6 12 34 56 78", "fr"],
      [undefined, undefined, "fr"],
      [undefined, undefined, undefined],
    ]);
    expect(rowWarnings.map((w) => w.line)).toEqual([2, 3, 5]);
    expect(rowWarnings[0]!.warning).toBe(
      'whatsapp "not a number" is not a phone number (digits and + ( ) - . spaces); left empty',
    );
  });

  it("reports a quote never closed, with the line where it opens", async () => {
    const { rows, errors } = await read(
      'email,last_name\na@x.test,Ok\nb@x.test,"Never closed\nc@x.test,Lost\n',
    );
    expect(rows.map((r) => r.email)).toEqual(["a@x.test"]);
    expect(errors).toEqual([
      { line: 3, reason: "A quoted value is never closed, so the rest of the file could not be read" },
    ]);
  });

  it("reads Windows-1252 files (Excel's plain CSV)", async () => {
    const latin = Buffer.from("email;last_name\nz@x.test;M\xfcller\n", "latin1");
    const { rows } = await read(latin);
    expect(rows[0]?.lastName).toBe("Müller");
  });

  it("refuses a file without an email or internal_customer_id column, or an empty one", async () => {
    expect((await read("name,phone\nAna,123\n")).failure).toMatch(
      /^The file has no email or internal_customer_id column/,
    );
    expect((await read("")).failure).toMatch(/^The file is empty/);
    expect((await read("\n\n")).failure).toMatch(/^The file is empty/);
  });

  it("reads account values as people write them", () => {
    expect(parseAccountValue("1234.5")).toBe(1234.5);
    expect(parseAccountValue("$1,234.50")).toBe(1234.5);
    expect(parseAccountValue("1.234,50 €")).toBe(1234.5);
    expect(parseAccountValue("1 234,5")).toBe(1234.5);
    expect(parseAccountValue("1'234.50")).toBe(1234.5);
    expect(parseAccountValue("12,5")).toBe(12.5);
    expect(parseAccountValue("1,234,567")).toBe(1234567);
    expect(parseAccountValue("(20)")).toBe(-20);
    expect(parseAccountValue("EUR 99")).toBe(99);
    expect(parseAccountValue("abc")).toBeNull();
    expect(parseAccountValue("1.2.3")).toBeNull();
  });
});

describe("counting a CSV's rows from its bytes", () => {
  it("counts lines outside quotes, once per \\r\\n, skipping empty ones and the header", async () => {
    expect(await countCsvRows(pieces('\uFEFFa,b\r\n1,"x\r\ny"\r\n\r\n2,z\n3,"q""q"'))).toBe(3);
    expect(await countCsvRows(pieces(""))).toBe(0);
    expect(await countCsvRows(pieces("email\n"))).toBe(0);
  });
});
