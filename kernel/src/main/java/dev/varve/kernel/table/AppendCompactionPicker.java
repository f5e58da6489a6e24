package dev.varve.kernel.table;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Which files of an append-table bucket a compaction rewrites: the one place that holds Apache
 * Paimon 1.4.2's three append picking rules (COMPACTION.md "Append tables"). Paimon's writer and its
 * explicit compaction follow different code paths with different thresholds, and Varve keeps each:
 * <ul>
 *   <li>{@link #forWriter}: the background compaction of a bucket's writer (fixed-bucket and
 *       bucket-unaware tables alike);</li>
 *   <li>{@link #forFixedBucketFullCompaction}: an explicit full compaction ({@code Table#compact},
 *       {@code CALL sys.compact}) of a fixed-bucket table's bucket;</li>
 *   <li>{@link #forUnawareBucketCompaction}: an explicit compaction of a bucket-unaware
 *       ({@code bucket = -1}) table's partition, as Paimon's compaction coordinator plans it.</li>
 * </ul>
 * Each method returns the files to rewrite (a new list) or null when the bucket is left alone.
 * Stateless: all methods are pure functions of their arguments, safe from any thread; the input list
 * is not modified.
 */
final class AppendCompactionPicker {
    private AppendCompactionPicker() {
    }

    /**
     * The size below which explicit compaction treats a file as small: 7/10 of the target file size
     * (Paimon's {@code compaction file size}).
     */
    static long compactionFileSize(long targetFileSize) {
        return targetFileSize / 10 * 7;
    }

    /**
     * The writer's pick: slides along {@code inOrder} (a bucket's files sorted by sequence) over files
     * that are consecutive and all small (a file of the target size ends the window), and returns the
     * first window that holds at least {@code minFileNum} (at least 2) files adding up to
     * {@code targetFileSize}, or {@code maxFileNum} files of any total; null if none. So a file is
     * compacted when it can be part of a full-size output (or too many small files pile up), not each
     * time min.file-num new files arrive, which would copy the growing result of repeated small
     * compactions again and again. The compacted file takes the window's place in the bucket's order
     * (files never interleave).
     */
    static List<DataFileMeta> forWriter(List<DataFileMeta> inOrder, long targetFileSize, int minFileNum, int maxFileNum) {
        int minNum = Math.max(2, minFileNum);
        int maxNum = Math.max(minNum, maxFileNum);
        ArrayDeque<DataFileMeta> window = new ArrayDeque<>();
        long total = 0;
        for (DataFileMeta f : inOrder) {
            if (f.fileSize() >= targetFileSize) {
                window.clear();
                total = 0;
                continue;
            }
            window.addLast(f);
            total += f.fileSize();
            if (total >= targetFileSize && window.size() >= minNum || window.size() >= maxNum) {
                return new ArrayList<>(window);
            }
            if (total >= targetFileSize) {
                total -= window.removeFirst().fileSize();
            }
        }
        return null;
    }

    /**
     * The end of input's pick of a fixed-bucket append writer, as Apache Paimon 1.4.2's bucketed append compaction
     * manager picks when its writer flushes ({@code BucketedAppendCompactManager.pickCompactBefore}): along
     * {@code inOrder} (the bucket's files by sequence, whatever their sizes), the first {@code minFileNum} files of a
     * window that slides one file on whenever it adds up to <b>twice</b> {@code targetFileSize} before holding that
     * many (the count is checked first); null if no window gets there. Unlike {@link #forWriter} a window need not
     * reach the target size: five one-row files are one file after the statement that wrote the fifth (golden
     * {@code sweep17_eoi_append_bucketed_many}).
     *
     * <p>Files are added up by {@code paimonSize}: the writer passes the size of the file Paimon writes for the same
     * records ({@link RunWeigher#weigh}; a one-row {@code (INT, STRING)} Parquet file is ~680 bytes where Varve's is
     * ~470), since with a small target that difference decides whether a window fills. Until round 44 the window
     * slid at one target, over Varve's own sizes (goldens {@code sweep44_ap44_append_window_two_targets},
     * {@code sweep44_ap44_append_window_paimon_sizes}).
     */
    static List<DataFileMeta> atEndOfInput(List<DataFileMeta> inOrder, long targetFileSize, int minFileNum,
                                           ToLongFunction<DataFileMeta> paimonSize) {
        long slideAt = targetFileSize > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : 2 * targetFileSize;
        long[] sizes = new long[inOrder.size()]; // weighed as the window reaches them
        int first = 0;
        long total = 0;
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = paimonSize.applyAsLong(inOrder.get(i));
            total += sizes[i];
            if (i - first + 1 >= minFileNum) {
                return new ArrayList<>(inOrder.subList(first, i + 1));
            }
            if (total >= slideAt) {
                total -= sizes[first++];
            }
        }
        return null;
    }

    /**
     * An explicit full compaction of a fixed-bucket append bucket: in sequence order, leading files of
     * at least the {@linkplain #compactionFileSize compaction file size} are left as they are; the rest
     * is rewritten only if it holds more small files than big ones and at least three files.
     */
    static List<DataFileMeta> forFixedBucketFullCompaction(List<DataFileMeta> files, long targetFileSize) {
        List<DataFileMeta> inOrder = new ArrayList<>(files);
        inOrder.sort(Comparator.comparingLong(DataFileMeta::minSequence));
        long small = compactionFileSize(targetFileSize);
        int first = 0;
        while (first < inOrder.size() && inOrder.get(first).fileSize() >= small) {
            first++;
        }
        List<DataFileMeta> rest = inOrder.subList(first, inOrder.size());
        int big = 0;
        for (DataFileMeta f : rest) {
            big += f.fileSize() >= small ? 1 : 0;
        }
        if (rest.size() - big <= big || rest.size() < 3) {
            return null;
        }
        return new ArrayList<>(rest);
    }

    /**
     * An explicit compaction of a bucket-unaware append partition, as Paimon's compaction coordinator
     * plans it in a batch {@code sys.compact}: its files smaller than the
     * {@linkplain #compactionFileSize compaction file size}, in one rewrite once there are
     * {@code minFileNum} (at least 2; Paimon's default 5) of them; fewer are left alone. (Paimon cuts a
     * very large set into several rewrites of about twice the target file size; Varve rewrites it as
     * one, with the same rows and target-sized output files.)
     */
    static List<DataFileMeta> forUnawareBucketCompaction(List<DataFileMeta> files, long targetFileSize, int minFileNum) {
        long small = compactionFileSize(targetFileSize);
        List<DataFileMeta> out = new ArrayList<>();
        for (DataFileMeta f : files) {
            if (f.fileSize() < small) {
                out.add(f);
            }
        }
        return out.size() >= Math.max(2, minFileNum) ? out : null;
    }
}
