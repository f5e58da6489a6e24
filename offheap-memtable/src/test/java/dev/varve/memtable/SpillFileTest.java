package dev.varve.memtable;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.varve.row.RowKind;
import dev.varve.row.memory.PagePool;

class SpillFileTest {
    @TempDir
    Path dir;

    private final LocalTestFileIO io = new LocalTestFileIO();
    private PagePool pool;

    @BeforeEach
    void setUp() {
        pool = new PagePool(1 << 20, 4096);
    }

    private OffHeapMemTable table(int records) {
        OffHeapMemTable table = new OffHeapMemTable(pool);
        for (int i = 0; i < records; i++) {
            table.put(("key-" + (1000 + i)).getBytes(UTF_8), i, RowKind.INSERT, ("value-" + i).getBytes(UTF_8));
        }
        return table;
    }

    private String spillOf(int records, int blockSize) throws IOException {
        String path = dir.resolve("s.spill").toString();
        OffHeapMemTable table = table(records);
        table.writeSpill(io, path, blockSize);
        table.release();
        return path;
    }

    private static long drain(SortedCursor cursor) throws IOException {
        long n = 0;
        try (cursor) {
            while (cursor.next()) {
                n++;
            }
        }
        return n;
    }

    @Test
    void spillReleasesPagesAndReadsBack() throws IOException {
        OffHeapMemTable table = table(500);
        SpillFile file = table.spill(io, dir.resolve("a.spill").toString());
        assertEquals(0, pool.outstandingBytes(), "spill returns the pages");
        assertThrows(IllegalStateException.class, table::sortedCursor);
        assertEquals(500, file.recordCount());
        assertEquals(1, file.blockCount(), "500 small records fit one 64 KiB block");
        assertEquals(500, drain(file.cursor()));
        LookupResult out = new LookupResult();
        assertTrue(file.get("key-1250".getBytes(UTF_8), out));
        assertEquals("value-250", new String(out.valueBytes(), UTF_8));
        assertFalse(file.get("key-0".getBytes(UTF_8), out));
        file.delete();
        file.delete();
        assertEquals(0, io.openHandles.get());
        assertThrows(IllegalStateException.class, file::cursor);
    }

    @Test
    void anEmptyMemTableSpillsToAnEmptyFile() throws IOException {
        String path = spillOf(0, 128);
        assertEquals(SpillFormat.HEADER_LENGTH + SpillFormat.FOOTER_LENGTH, Files.size(Path.of(path)));
        SpillFile file = SpillFile.open(io, path);
        assertEquals(0, file.recordCount());
        assertEquals(0, drain(file.cursor()));
        assertFalse(file.get(new byte[] {1}, new LookupResult()));
    }

    @Test
    void aFlippedBitIsCaughtByTheBlockChecksum() throws IOException {
        String path = spillOf(200, 256);
        byte[] bytes = Files.readAllBytes(Path.of(path));
        bytes[SpillFormat.HEADER_LENGTH + SpillFormat.BLOCK_HEADER_LENGTH + 300] ^= 0x10;
        Files.write(Path.of(path), bytes);
        CorruptSpillFileException e = assertThrows(CorruptSpillFileException.class, () -> SpillFile.open(io, path));
        assertTrue(e.getMessage().contains("checksum mismatch"), e.getMessage());
        assertTrue(e.getMessage().contains(path), e.getMessage());
        assertThrows(CorruptSpillFileException.class, () -> drain(new SpillFileCursor(io.open(path), path)));
        assertEquals(0, io.openHandles.get(), "handles are closed on failure");
    }

    @Test
    void truncationWrongMagicAndNewerVersionsAreRejected() throws IOException {
        String path = spillOf(50, 256);
        byte[] good = Files.readAllBytes(Path.of(path));

        Files.write(Path.of(path), Arrays.copyOf(good, good.length - 10));
        CorruptSpillFileException truncated = assertThrows(CorruptSpillFileException.class, () -> SpillFile.open(io, path));
        assertTrue(truncated.getMessage().contains("footer magic"), truncated.getMessage());

        byte[] newer = good.clone();
        newer[SpillFormat.VERSION_OFFSET] = 2;
        Files.write(Path.of(path), newer);
        CorruptSpillFileException version = assertThrows(CorruptSpillFileException.class, () -> SpillFile.open(io, path));
        assertTrue(version.getMessage().contains("version 2 is not supported"), version.getMessage());

        byte[] foreign = good.clone();
        foreign[0] = 'X';
        Files.write(Path.of(path), foreign);
        assertTrue(assertThrows(CorruptSpillFileException.class, () -> SpillFile.open(io, path))
                .getMessage().contains("bad magic"));

        Files.write(Path.of(path), new byte[10]);
        assertTrue(assertThrows(CorruptSpillFileException.class, () -> SpillFile.open(io, path))
                .getMessage().contains("too short"));

        byte[] badCount = good.clone();
        badCount[good.length - SpillFormat.FOOTER_LENGTH + SpillFormat.FOOTER_RECORD_COUNT_OFFSET] = 49;
        Files.write(Path.of(path), badCount);
        assertTrue(assertThrows(CorruptSpillFileException.class, () -> SpillFile.open(io, path))
                .getMessage().contains("footer checksum mismatch"));
        assertEquals(0, io.openHandles.get());
    }

    @Test
    void aFailedSpillLeavesTheMemTableIntact() throws IOException {
        OffHeapMemTable table = table(100);
        long held = pool.outstandingBytes();
        io.failCreate = true;
        IOException e = assertThrows(IOException.class, () -> table.spill(io, dir.resolve("f.spill").toString()));
        assertTrue(e.getMessage().contains("injected"), e.getMessage());
        assertEquals(held, pool.outstandingBytes());
        io.failCreate = false;
        assertEquals(100, drain(table.sortedCursor()));
        SpillFile file = table.spill(io, dir.resolve("f.spill").toString());
        assertEquals(100, drain(file.cursor()));
        assertEquals(0, pool.outstandingBytes());
    }

    @Test
    void recordsLargerThanABlockGetABlockOfTheirOwn() throws IOException {
        OffHeapMemTable table = new OffHeapMemTable(pool);
        byte[] big = new byte[5000];
        Arrays.fill(big, (byte) 7);
        table.put(new byte[] {1}, 1, RowKind.INSERT, new byte[3]);
        table.put(new byte[] {2}, 2, RowKind.INSERT, big);
        table.put(new byte[] {3}, 3, RowKind.INSERT, new byte[3]);
        SpillFile file = table.writeSpill(io, dir.resolve("big.spill").toString(), 64);
        table.release();
        assertEquals(3, file.blockCount());
        LookupResult out = new LookupResult();
        assertTrue(file.get(new byte[] {2}, out));
        assertTrue(Arrays.equals(big, out.valueBytes()));
        assertEquals(3, SpillFile.open(io, file.path()).recordCount());
    }
}
