import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One member of a ZIP: a folder (`name` ends with '/') or a file whose bytes are opened when its turn comes. */
export interface ZipMember {
  name: string;
  modifiedAt: Date;
  /** The bytes, or undefined when they cannot be had: the member is then left out. */
  open?: () => Promise<Readable | undefined>;
}

const u32Max = 0xffffffff;
const utf8Flag = 0x0800;
const dataDescriptorFlag = 0x0008;

function dosDateTime(date: Date) {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  isFolder: boolean;
  /** Whether the local header and descriptor carry 64-bit sizes; the central record then does too. */
  zip64: boolean;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** Local header: a file's sizes and CRC follow in a data descriptor; zip64 descriptors always (sizes are only known after). */
function localHeader(entry: Written) {
  const { zip64 } = entry;
  const extra = zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2); // both sizes, zero here; the descriptor carries them
  }
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? 45 : 20, 4);
  header.writeUInt16LE(utf8Flag | (entry.isFolder ? 0 : dataDescriptorFlag), 6);
  header.writeUInt16LE(0, 8); // stored, no compression: photos do not shrink
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  header.writeUInt32LE(0, 14);
  header.writeUInt32LE(zip64 ? u32Max : 0, 18);
  header.writeUInt32LE(zip64 ? u32Max : 0, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
}

function dataDescriptor(entry: Written, zip64: boolean) {
  const descriptor = Buffer.alloc(zip64 ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  if (zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.size), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

function centralRecord(entry: Written) {
  const bigSize = entry.zip64 || entry.size >= u32Max;
  const bigOffset = entry.offset >= u32Max;
  const zip64Fields: bigint[] = [];
  if (bigSize) zip64Fields.push(BigInt(entry.size), BigInt(entry.size));
  if (bigOffset) zip64Fields.push(BigInt(entry.offset));
  const extra = Buffer.alloc(zip64Fields.length ? 4 + 8 * zip64Fields.length : 0);
  if (zip64Fields.length) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8 * zip64Fields.length, 2);
    zip64Fields.forEach((value, i) => extra.writeBigUInt64LE(value, 4 + 8 * i));
  }
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE((3 << 8) | 45, 4); // made on Unix, so the modes below apply
  record.writeUInt16LE(zip64Fields.length ? 45 : 20, 6);
  record.writeUInt16LE(utf8Flag | (entry.isFolder ? 0 : dataDescriptorFlag), 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(entry.time, 12);
  record.writeUInt16LE(entry.date, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(bigSize ? u32Max : entry.size, 20);
  record.writeUInt32LE(bigSize ? u32Max : entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  record.writeUInt32LE(entry.isFolder ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, 38);
  record.writeUInt32LE(bigOffset ? u32Max : entry.offset, 42);
  return Buffer.concat([record, entry.name, extra]);
}

function endRecords(count: number, directoryOffset: number, directorySize: number) {
  const needsZip64 = count >= 0xffff || directoryOffset >= u32Max || directorySize >= u32Max;
  const parts: Buffer[] = [];
  if (needsZip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(needsZip64 ? u32Max : directorySize, 12);
  end.writeUInt32LE(needsZip64 ? u32Max : directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/**
 * A ZIP (store mode, UTF-8 names, zip64 where sizes, offsets or counts need it) as a stream of
 * chunks: headers are made as members are reached and each file is opened only when its turn
 * comes, so memory stays flat whatever the total size. `expectedSize` decides zip64 per member.
 */
export async function* zipChunks(members: AsyncIterable<ZipMember & { expectedSize?: number }> | Iterable<ZipMember & { expectedSize?: number }>) {
  const written: Written[] = [];
  let offset = 0;
  for await (const member of members) {
    const isFolder = member.name.endsWith('/');
    // Opened before its header is written, so a member that cannot be read leaves no trace.
    const body = !isFolder && member.open ? await member.open() : undefined;
    if (!isFolder && member.open && !body) continue;
    const zip64 = !isFolder && (member.expectedSize ?? 0) >= u32Max - 1024;
    const entry: Written = { name: Buffer.from(member.name, 'utf8'), isFolder, zip64, crc: 0, size: 0, offset, ...dosDateTime(member.modifiedAt) };
    const header = localHeader(entry);
    yield header;
    offset += header.length;
    if (body) {
      for await (const chunk of body) {
        const bytes = chunk as Buffer;
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        yield bytes;
      }
      if (!zip64 && entry.size >= u32Max) throw new Error(`${member.name} grew past 4 GiB while being zipped`);
      offset += entry.size;
      const descriptor = dataDescriptor(entry, zip64);
      yield descriptor;
      offset += descriptor.length;
    }
    written.push(entry);
  }
  const directoryOffset = offset;
  let directorySize = 0;
  for (const entry of written) {
    const record = centralRecord(entry);
    directorySize += record.length;
    yield record;
  }
  yield endRecords(written.length, directoryOffset, directorySize);
}
