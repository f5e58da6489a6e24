package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.varve.format.run.RunReadScratch;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;

/** The process-wide pool of compaction read scratches and copy arenas. */
class ScratchPoolTest {
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
}
