package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** {@link AppendBucketWriter#pick}: Paimon's window rule for append compaction. */
class AppendCompactPickTest {
    private static final long TARGET = 100;

    /** Files of the given sizes with consecutive sequence ranges, named f0, f1, ... */
    private static List<DataFileMeta> files(long... sizes) {
        List<DataFileMeta> out = new ArrayList<>();
        long seq = 0;
        for (int i = 0; i < sizes.length; i++) {
            out.add(new DataFileMeta("f" + i, DataFileMeta.Kind.DATA, sizes[i], 10, 0, new byte[0], new byte[0],
                    seq, seq + 9, 0, 0, 0));
            seq += 10;
        }
        return out;
    }

    private static String names(List<DataFileMeta> files) {
        if (files == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (DataFileMeta f : files) {
            sb.append(sb.length() == 0 ? "" : ",").append(f.fileName());
        }
        return sb.toString();
    }

    @Test
    void enoughSmallFilesButNotTheTargetSizeWaitUntilMaxFileNum() {
        assertNull(AppendBucketWriter.pick(files(10, 10, 10, 10, 10), TARGET, 3, 6));
        assertEquals("f0,f1,f2,f3,f4,f5", names(AppendBucketWriter.pick(files(10, 10, 10, 10, 10, 10, 10), TARGET, 3, 6)));
    }

    @Test
    void aWindowReachingTheTargetWithMinFilesIsTaken() {
        assertEquals("f0,f1,f2", names(AppendBucketWriter.pick(files(40, 40, 40, 5), TARGET, 3, 50)));
        // reaching the target with too few files slides the window: f0 leaves
        assertEquals("f1,f2,f3", names(AppendBucketWriter.pick(files(90, 20, 30, 60), TARGET, 3, 50)));
        assertNull(AppendBucketWriter.pick(files(90, 20), TARGET, 3, 50));
    }

    @Test
    void aCompactionTakesAtLeastTwoFiles() {
        assertEquals("f0,f1", names(AppendBucketWriter.pick(files(10, 10, 10), TARGET, 1, 1)));
    }

    @Test
    void filesOfTheTargetSizeAreNeverPickedAndSplitWindows() {
        assertNull(AppendBucketWriter.pick(files(50, 50, 100, 50, 50), TARGET, 3, 50));
        assertEquals("f3,f4,f5", names(AppendBucketWriter.pick(files(50, 50, 100, 40, 40, 40), TARGET, 3, 50)));
        assertEquals("f2,f3", names(AppendBucketWriter.pick(files(10, 200, 10, 10), TARGET, 2, 2)));
        assertNull(AppendBucketWriter.pick(files(100, 150, 100), TARGET, 2, 2));
    }
}
