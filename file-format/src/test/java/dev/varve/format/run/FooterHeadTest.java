package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * A reader opened on a scratch reads a footer's head into the scratch's footer buffer and only checksums the rest
 * (the bloom filter's bits): the buffer no longer grows to the largest bloom filter of the files a compaction reads
 * (it did: ~370 KB in two growths over 40 checkpoints of W1), files read the same, the bloom filter is still found
 * for lookups, a flipped bit past the head still fails the checksum, and a footer whose page index reaches past the
 * head is read whole.
 */
class FooterHeadTest {
    private static final RowType TYPE = RowType.of(DataType.bigint());

    private static byte[] key(long k) {
        return new byte[] {(byte) (k >>> 24), (byte) (k >>> 16), (byte) (k >>> 8), (byte) k};
    }

    /** {@code rows} keys 0, 2, 4, ...; pages of {@code pageBytes}; a bloom filter of 10 bits per key. */
    private static void write(MemoryFileIO io, String path, int rows, int pageBytes) throws IOException {
        RunWriter w = new RunWriter(io, path, TYPE, RunWriterOptions.defaults().withTargetPageBytes(pageBytes));
        for (int i = 0; i < rows; i++) {
            w.add(key(2L * i), i, RowKind.INSERT, GenericRow.of((long) i));
        }
        w.finish();
    }

    private static void readAll(MemoryFileIO io, String path, int rows, RunReadScratch scratch) throws IOException {
        try (RunReader r = RunReader.open(io, path, TYPE, scratch)) {
            assertEquals(rows, r.meta().getRowCount());
            try (RunCursor c = r.cursor(null, null, null, scratch)) {
                long n = 0;
                while (c.next()) {
                    assertEquals(n, c.value().getLong(0));
                    n++;
                }
                assertEquals(rows, n);
            }
            // the bloom filter (not read at open) is found in the file when a lookup first asks
            for (int i = 0; i < rows; i += 997) {
                assertTrue(r.mightContain(key(2L * i)));
            }
            int absent = 0;
            for (int i = 0; i < 2_000; i++) {
                absent += r.mightContain(key(2L * i + 1)) ? 0 : 1;
            }
            assertTrue(absent > 1_800, "absent keys the bloom filter rules out: " + absent);
        }
    }

    @Test
    void theFooterBufferStopsAtTheHeadAndBloomFiltersStillWork() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        int[] sizes = {1_000, 60_000, 200_000, 400_000};
        for (int f = 0; f < sizes.length; f++) {
            write(io, "/f" + f + ".vrf", sizes[f], 64 * 1024);
        }
        try (RunReadScratch scratch = new RunReadScratch()) {
            for (int round = 0; round < 2; round++) {
                for (int f = 0; f < sizes.length; f++) {
                    readAll(io, "/f" + f + ".vrf", sizes[f], scratch);
                }
            }
            // 400 000 keys: a bloom filter of ~500 KB; the buffer holds the head only (it held the whole footer)
            assertTrue(scratch.footerCapacity() <= 2 * RunReadScratch.FOOTER_HEAD,
                    "footer buffer: " + scratch.footerCapacity() + " bytes");
        }
    }

    @Test
    void aFlippedBitPastTheHeadFailsTheChecksum() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        write(io, "/b.vrf", 200_000, 64 * 1024);
        byte[] bytes = io.readFully("/b.vrf");
        // the trailer's footer offset and length: the byte before the footer's last 8 is the bloom filter's
        long size = bytes.length;
        bytes[(int) (size - RunFormat.TRAILER_SIZE - 100)] ^= 0x10;
        io.delete("/b.vrf");
        try (dev.varve.format.PositionOutput out = io.create("/b.vrf")) {
            out.write(bytes, 0, bytes.length);
        }
        try (RunReadScratch scratch = new RunReadScratch()) {
            CorruptFileException e = assertThrows(CorruptFileException.class, () -> RunReader.open(io, "/b.vrf", TYPE, scratch));
            assertTrue(e.getMessage().contains("footer checksum mismatch"), e.getMessage());
            assertFalse(scratch.inUse());
            assertTrue(scratch.footerCapacity() <= 2 * RunReadScratch.FOOTER_HEAD);
        }
    }

    @Test
    void aPageIndexPastTheHeadIsReadWhole() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        // small pages: a page index longer than the head before the bloom filter
        write(io, "/i.vrf", 400_000, 1024);
        try (RunReadScratch scratch = new RunReadScratch()) {
            readAll(io, "/i.vrf", 400_000, scratch);
            readAll(io, "/i.vrf", 400_000, scratch);
            try (RunReader r = RunReader.open(io, "/i.vrf", TYPE)) {
                assertTrue(r.meta().getPageCount() * 20L > RunReadScratch.FOOTER_HEAD, r.meta().getPageCount() + " pages");
            }
            assertTrue(scratch.footerCapacity() > RunReadScratch.FOOTER_HEAD, "read whole: " + scratch.footerCapacity());
        }
    }
}
