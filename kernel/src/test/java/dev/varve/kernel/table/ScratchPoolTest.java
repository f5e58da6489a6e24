package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RunReadScratch;
import dev.varve.format.run.RunReader;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import java.io.IOException;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

/** The process-wide pool of compaction read scratches and copy arenas. */
class ScratchPoolTest {
    /** The compaction merges' vector pool: the smallest fitting vector comes back, the caps hold. */
    @Test
    void longVectorsComeBackBestFitWithinTheirCaps() {
        var pool = new RunSources.ScratchPool.VectorPool(3, 100, 150);
        long[] seven = new long[7];
        long[] five = new long[5];
        pool.give(seven);
        pool.give(five);
        assertSame(five, pool.take(5));
        assertSame(seven, pool.take(6));
        assertEquals(0, pool.held());
        long[] huge = new long[101];
        pool.give(huge);
        assertNotSame(huge, pool.take(101), "longer than maxLength: never kept");
        long[] a = new long[60];
        long[] b = new long[60];
        long[] c = new long[60];
        pool.give(a);
        pool.give(b);
        pool.give(c); // 180 > 150 longs: the least recently returned (a) goes
        assertEquals(120, pool.held());
        assertNotSame(a, pool.take(60));
        pool.give(new long[1]);
        pool.give(new long[1]);
        pool.give(new long[1]); // four vectors > maxCount 3: the oldest go
        assertTrue(pool.held() <= 150);
        assertTrue(pool.take(3).length >= 3);
    }

    @Test
    void arenasComeBackOnlyForTheirRowType() {
        RowType a = RowType.of(DataType.bigint(), DataType.string(), DataType.doubleType(), DataType.intType());
        RowType b = RowType.of(DataType.bigint(), DataType.string(), DataType.doubleType(), DataType.bigint());
        BinaryRowArena first = RunSources.ScratchPool.takeArena(a);
        RunSources.ScratchPool.giveArena(first);
        BinaryRowArena other = RunSources.ScratchPool.takeArena(b);
        assertNotSame(first, other);
        assertSame(b, other.type());
        assertSame(first, RunSources.ScratchPool.takeArena(RowType.of(DataType.bigint(), DataType.string(),
                DataType.doubleType(), DataType.intType())));
    }

    @Test
    void aScratchStillClaimedByACursorIsNeverPooled() {
        RunReadScratch s = RunSources.ScratchPool.take();
        assertFalse(s.inUse());
        RunSources.ScratchPool.give(s);
        RunReadScratch again = RunSources.ScratchPool.take();
        assertSame(s, again);
        RunSources.ScratchPool.give(again);
    }

    private static final RowType VALUE = RowType.of(DataType.bigint());

    /** A scratch whose footer buffer has held the footer of a file of {@code rows} keys (bloom filter included). */
    private static RunReadScratch scratchAfterReading(MemoryFileIO io, int rows) throws IOException {
        String path = "/f-" + rows + ".vrf";
        RunWriter w = new RunWriter(io, path, VALUE, RunWriterOptions.defaults());
        byte[] key = new byte[8];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < 8; j++) {
                key[j] = (byte) (i >>> (56 - 8 * j));
            }
            w.add(key, i, RowKind.INSERT, GenericRow.of((long) i));
        }
        w.finish();
        RunReadScratch s = new RunReadScratch();
        RunReader.open(io, path, VALUE, s).close();
        return s;
    }

    @Test
    void aSourceGetsTheSmallestFooterBufferThatFitsElseTheLargest() throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        RunReadScratch small = scratchAfterReading(io, 10);
        RunReadScratch medium = scratchAfterReading(io, 20_000);
        RunReadScratch large = scratchAfterReading(io, 200_000);
        assertTrue(small.footerCapacity() < medium.footerCapacity() && medium.footerCapacity() < large.footerCapacity());
        java.util.ArrayList<RunReadScratch> pool = new java.util.ArrayList<>();
        pool.add(large);
        pool.add(small);
        pool.add(medium);
        assertSame(medium, RunSources.ScratchPool.pollBestFit(pool, small.footerCapacity() + 1L));
        pool.add(medium);
        assertSame(large, RunSources.ScratchPool.pollBestFit(pool, large.footerCapacity() * 2L));
        assertSame(small, RunSources.ScratchPool.pollBestFit(pool, 0));
        assertSame(medium, RunSources.ScratchPool.pollBestFit(pool, 0));
        assertNull(RunSources.ScratchPool.pollBestFit(pool, 0));
    }

    @Test
    void equallyFittingScratchesComeBackMostRecentFirst() {
        RunReadScratch a = new RunReadScratch();
        RunReadScratch b = new RunReadScratch();
        java.util.ArrayList<RunReadScratch> pool = new java.util.ArrayList<>();
        pool.add(a);
        pool.add(b);
        assertSame(b, RunSources.ScratchPool.pollBestFit(pool, 0));
        assertSame(a, RunSources.ScratchPool.pollBestFit(pool, 0));
    }
}
