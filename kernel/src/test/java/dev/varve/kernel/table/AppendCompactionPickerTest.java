package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** {@link AppendCompactionPicker}: Paimon 1.4.2's three picking rules for append compaction. */
class AppendCompactionPickerTest {
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
    void writerEnoughSmallFilesButNotTheTargetSizeWaitUntilMaxFileNum() {
        assertNull(AppendCompactionPicker.forWriter(files(10, 10, 10, 10, 10), TARGET, 3, 6));
        assertEquals("f0,f1,f2,f3,f4,f5", names(AppendCompactionPicker.forWriter(files(10, 10, 10, 10, 10, 10, 10), TARGET, 3, 6)));
    }

    @Test
    void writerWindowReachingTheTargetWithMinFilesIsTaken() {
        assertEquals("f0,f1,f2", names(AppendCompactionPicker.forWriter(files(40, 40, 40, 5), TARGET, 3, 50)));
        // reaching the target with too few files slides the window: f0 leaves
        assertEquals("f1,f2,f3", names(AppendCompactionPicker.forWriter(files(90, 20, 30, 60), TARGET, 3, 50)));
        assertNull(AppendCompactionPicker.forWriter(files(90, 20), TARGET, 3, 50));
    }

    @Test
    void writerCompactionTakesAtLeastTwoFiles() {
        assertEquals("f0,f1", names(AppendCompactionPicker.forWriter(files(10, 10, 10), TARGET, 1, 1)));
    }

    @Test
    void writerFilesOfTheTargetSizeAreNeverPickedAndSplitWindows() {
        assertNull(AppendCompactionPicker.forWriter(files(50, 50, 100, 50, 50), TARGET, 3, 50));
        assertEquals("f3,f4,f5", names(AppendCompactionPicker.forWriter(files(50, 50, 100, 40, 40, 40), TARGET, 3, 50)));
        assertEquals("f2,f3", names(AppendCompactionPicker.forWriter(files(10, 200, 10, 10), TARGET, 2, 2)));
        assertNull(AppendCompactionPicker.forWriter(files(100, 150, 100), TARGET, 2, 2));
    }

    @Test
    void endOfInputTakesMinFileNumFilesWithoutReachingTheTarget() {
        assertEquals("f0,f1,f2,f3,f4", names(AppendCompactionPicker.atEndOfInput(files(1, 1, 1, 1, 1, 1), TARGET, 5, DataFileMeta::fileSize)));
        assertNull(AppendCompactionPicker.atEndOfInput(files(1, 1, 1, 1), TARGET, 5, DataFileMeta::fileSize));
        assertNull(AppendCompactionPicker.atEndOfInput(List.of(), TARGET, 5, DataFileMeta::fileSize));
    }

    @Test
    void endOfInputWindowSlidesOnceItAddsUpToTwiceTheTarget() {
        // Paimon 1.4.2's pickCompactBefore slides at 2 x target: f0+f1 (110) stay, f0..f2 are three
        // (until round 44 Varve slid at 1 x target and picked f1..f3)
        assertEquals("f0,f1,f2", names(AppendCompactionPicker.atEndOfInput(files(90, 20, 30, 10), TARGET, 3, DataFileMeta::fileSize)));
        // five files adding up to 1.5 targets are one window
        assertEquals("f0,f1,f2,f3,f4", names(AppendCompactionPicker.atEndOfInput(files(30, 30, 30, 30, 30), TARGET, 5, DataFileMeta::fileSize)));
        // a file of 1.5 targets stays in the window; one of 2 targets slides out
        assertEquals("f0,f1,f2", names(AppendCompactionPicker.atEndOfInput(files(150, 10, 10), TARGET, 3, DataFileMeta::fileSize)));
        assertNull(AppendCompactionPicker.atEndOfInput(files(200, 10, 10), TARGET, 3, DataFileMeta::fileSize));
        // f0+f1 reach 2 x target with two files: f0 leaves; f1..f3 are three
        assertEquals("f1,f2,f3", names(AppendCompactionPicker.atEndOfInput(files(150, 60, 30, 10), TARGET, 3, DataFileMeta::fileSize)));
        // a big file slides out with the files before it; what follows is too few
        assertNull(AppendCompactionPicker.atEndOfInput(files(10, 200, 10, 10), TARGET, 3, DataFileMeta::fileSize));
        // the count is checked before the size (Paimon's order): two files, one of them big
        assertEquals("f0,f1", names(AppendCompactionPicker.atEndOfInput(files(10, 200, 10, 10), TARGET, 2, DataFileMeta::fileSize)));
    }

    @Test
    void explicitCompactionSmallMeansBelowSevenTenthsOfTheTarget() {
        assertEquals(70, AppendCompactionPicker.compactionFileSize(TARGET));
        assertEquals(700, AppendCompactionPicker.compactionFileSize(1005));
    }

    @Test
    void fixedBucketFullCompactionSkipsLeadingBigFiles() {
        // f0, f1 (>= 70) lead and stay; the rest f2..f4 are all small
        assertEquals("f2,f3,f4", names(AppendCompactionPicker.forFixedBucketFullCompaction(files(70, 90, 10, 10, 10), TARGET)));
        // files are taken in sequence order whatever the input order
        List<DataFileMeta> shuffled = files(70, 10, 10, 10);
        java.util.Collections.reverse(shuffled);
        assertEquals("f1,f2,f3", names(AppendCompactionPicker.forFixedBucketFullCompaction(shuffled, TARGET)));
    }

    @Test
    void fixedBucketFullCompactionNeedsThreeFilesAndMoreSmallThanBig() {
        assertNull(AppendCompactionPicker.forFixedBucketFullCompaction(files(80, 10, 10), TARGET)); // rest has 2 files
        assertNull(AppendCompactionPicker.forFixedBucketFullCompaction(files(10, 80, 10, 80), TARGET)); // 2 small, 2 big
        assertEquals("f0,f1,f2,f3", names(AppendCompactionPicker.forFixedBucketFullCompaction(files(10, 80, 10, 10), TARGET)));
        assertNull(AppendCompactionPicker.forFixedBucketFullCompaction(files(), TARGET));
    }

    @Test
    void unawareBucketCompactionTakesEverySmallFileOnceThereAreMinFileNum() {
        assertEquals("f0,f2,f3,f5", names(AppendCompactionPicker.forUnawareBucketCompaction(files(10, 70, 20, 69, 100, 1), TARGET, 4)));
        assertNull(AppendCompactionPicker.forUnawareBucketCompaction(files(10, 70, 20, 69, 100, 1), TARGET, 5));
        // at least two files, whatever min.file-num says
        assertNull(AppendCompactionPicker.forUnawareBucketCompaction(files(10, 90), TARGET, 1));
        assertEquals("f0,f1", names(AppendCompactionPicker.forUnawareBucketCompaction(files(10, 20), TARGET, 1)));
    }

    @Test
    void theThreeRulesDifferOnTheSameBucket() {
        List<DataFileMeta> bucket = files(30, 30, 30, 30, 30);
        assertNull(AppendCompactionPicker.forWriter(bucket, TARGET, 5, 50)); // 150 >= 100 only at 4 files: window slides
        assertEquals("f0,f1,f2,f3,f4", names(AppendCompactionPicker.forFixedBucketFullCompaction(bucket, TARGET)));
        assertEquals("f0,f1,f2,f3,f4", names(AppendCompactionPicker.forUnawareBucketCompaction(bucket, TARGET, 5)));
    }
}
