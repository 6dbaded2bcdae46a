import { describe, expect, it } from 'vitest';
import { accounts, portals } from '../../db/schema/index';
import { copyTable, type CopyTable } from './copy-table';
import { SeedWriter, type CopyTransport } from './seed-writer';

const portalsCopy = copyTable(portals, ['id', 'name']);
const accountsCopy = copyTable(accounts, ['id', 'portalId', 'name', 'termsAccepted']);

function recorder() {
  const copies: { table: string; text: string; rows: number }[] = [];
  const transport: CopyTransport = {
    async copy(table: CopyTable, chunks: Uint8Array[], rows: number) {
      copies.push({ table: table.name, text: Buffer.concat(chunks).toString('utf8'), rows });
    },
  };
  return { copies, transport };
}

describe('SeedWriter', () => {
  it('flushes parents before children, with every row once', async () => {
    const { copies, transport } = recorder();
    const writer = new SeedWriter(transport, [portalsCopy, accountsCopy], 64);
    for (let i = 0; i < 20; i++) {
      writer.add(accounts, {
        id: `a${i}`,
        portalId: 'p',
        name: `Ελένη Þórðardóttir € ${i}`,
        termsAccepted: i % 2 === 0,
      });
      writer.add(portals, { id: `p${i}`, name: `Portal\t${i}` });
      await writer.checkpoint();
    }
    await writer.finish();
    expect(writer.rowCounts()).toMatchObject({ portals: 20, accounts: 20 });
    // Within each flush the portals come first, whatever order the rows were added in.
    for (let i = 1; i < copies.length; i++) {
      if (copies[i]!.table === 'portals') expect(copies[i - 1]!.table).toBe('accounts');
    }
    const accountLines = copies
      .filter((c) => c.table === 'accounts')
      .flatMap((c) => c.text.split('\n').filter(Boolean));
    expect(accountLines).toHaveLength(20);
    expect(accountLines[3]).toBe('a3\tp\tΕλένη Þórðardóttir € 3\tf');
    const portalText = copies
      .filter((c) => c.table === 'portals')
      .map((c) => c.text)
      .join('');
    expect(portalText).toContain('p7\tPortal\\t7\n');
    expect(copies.reduce((n, c) => n + c.rows, 0)).toBe(40);
  });

  it('takes chunks serialised elsewhere and refuses unknown tables and columns', async () => {
    const { copies, transport } = recorder();
    const writer = new SeedWriter(transport, [portalsCopy]);
    writer.addChunks('portals', [Buffer.from('x\tOne\n'), Buffer.from('y\tTwo\n')], 2);
    await writer.finish();
    expect(copies).toEqual([{ table: 'portals', text: 'x\tOne\ny\tTwo\n', rows: 2 }]);
    expect(() => writer.add(accounts, { portalId: 'p', name: 'x' })).toThrow(/does not know/);
    expect(() => writer.add(portals, { id: 'z', name: 'Z', theme: 'dark' })).toThrow(/does not copy theme/);
  });
});
