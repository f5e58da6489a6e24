package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.RecordReader;
import dev.varve.row.BytesView;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.io.UncheckedIOException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The read-ahead reader on its own, over scripted sources: order, values, kinds, end, errors, close. */
class ReadAheadReaderTest {
    private static final RowType TYPE = RowType.of(DataType.bigint(), DataType.intType(), DataType.smallint(), DataType.tinyint(),
            DataType.doubleType(), DataType.floatType(), DataType.booleanType(), DataType.string(), DataType.bytes());

    /** A source of {@code n} rows (one reused GenericRow, as real readers reuse theirs), failing at row {@code failAt} if >= 0. */
    static final class Scripted implements RecordReader {
        final int n;
        final int failAt;
        final RuntimeException failure;
        final RuntimeException closeFailure;
        final GenericRow row = new GenericRow(9);
        volatile Thread closedBy;
        volatile int closes;
        final CountDownLatch closed = new CountDownLatch(1);
        /** The value of its first row (row values continue across segments). */
        int base;
        int i;

        Scripted(int n, int failAt, RuntimeException failure, RuntimeException closeFailure) {
            this.n = n;
            this.failAt = failAt;
            this.failure = failure;
            this.closeFailure = closeFailure;
        }

        @Override
        public boolean hasNext() {
            if (i == failAt) {
                throw failure;
            }
            return i < n;
        }

        @Override
        public InternalRow next() {
            fill(row, base + i++);
            return row;
        }

        @Override
        public void close() {
            closedBy = Thread.currentThread();
            closes++;
            closed.countDown();
            if (closeFailure != null) {
                throw closeFailure;
            }
        }
    }

    static void fill(GenericRow r, int i) {
        r.setRowKind(RowKind.values()[i % 4]);
        r.setField(0, i % 7 == 0 ? null : (long) i * 1_000_003L);
        r.setField(1, i);
        r.setField(2, (short) i);
        r.setField(3, (byte) i);
        r.setField(4, i / 3.0);
        r.setField(5, i / 7.0f);
        r.setField(6, i % 2 == 0);
        r.setField(7, i % 5 == 0 ? null : "v\u00e9" + "x".repeat(i % 300) + i);
        r.setField(8, new byte[] {(byte) i, (byte) (i >> 8)});
    }

    @Test
    void handsOverEveryRowInOrderWithItsValuesAndKind() {
        int n = ReadAheadReader.BLOCK_ROWS * (ReadAheadReader.BLOCKS + 3) + 17;
        Scripted src = new Scripted(n, -1, null, null);
        GenericRow expected = new GenericRow(9);
        BytesView view = new BytesView();
        int count = 0;
        try (ReadAheadReader r = new ReadAheadReader(src, TYPE)) {
            while (r.hasNext()) {
                InternalRow x = r.next();
                fill(expected, count);
                assertEquals(expected.getRowKind(), x.getRowKind(), "kind of row " + count);
                for (int f = 0; f < 9; f++) {
                    Object e = expected.getField(f);
                    assertEquals(e == null, x.isNullAt(f), "null of field " + f + " row " + count);
                    if (e instanceof byte[]) {
                        assertEquals(java.util.Arrays.toString((byte[]) e), java.util.Arrays.toString((byte[]) x.getField(f)));
                    } else {
                        assertEquals(e, x.getField(f), "field " + f + " row " + count);
                    }
                }
                if (!x.isNullAt(0)) {
                    assertEquals(expected.getLong(0), x.getLong(0));
                }
                assertEquals(count, x.getInt(1));
                assertEquals((short) count, x.getShort(2));
                assertEquals((byte) count, x.getByte(3));
                assertEquals(count / 3.0, x.getDouble(4));
                assertEquals(count / 7.0f, x.getFloat(5));
                assertEquals(count % 2 == 0, x.getBoolean(6));
                if (!x.isNullAt(7)) {
                    assertEquals(expected.getString(7), x.getString(7));
                    x.getBytesView(7, view);
                    assertEquals(expected.getString(7), new String(view.array(), view.offset(), view.length(), StandardCharsets.UTF_8));
                }
                count++;
            }
            assertFalse(r.hasNext());
            assertThrows(NoSuchElementException.class, r::next);
        }
        assertEquals(n, count);
        assertEquals(1, src.closes);
        assertNotSame(Thread.currentThread(), src.closedBy, "the source is closed by the background thread");
    }

    @Test
    void theLastRowStaysValidAcrossHasNextIntoTheNextBlock() {
        int n = ReadAheadReader.BLOCK_ROWS * 3;
        try (ReadAheadReader r = new ReadAheadReader(new Scripted(n, -1, null, null), TYPE)) {
            for (int i = 0; i < n; i++) {
                InternalRow x = r.next();
                // hasNext() may move to the next block: the row from the previous block is still readable
                boolean more = r.hasNext();
                assertEquals(i, x.getInt(1));
                assertEquals(i < n - 1, more);
            }
        }
    }

    @Test
    void anEmptySourceEndsAtOnce() {
        Scripted src = new Scripted(0, -1, null, null);
        try (ReadAheadReader r = new ReadAheadReader(src, TYPE)) {
            assertFalse(r.hasNext());
            assertFalse(r.hasNext());
        }
        assertEquals(1, src.closes);
    }

    @Test
    void aReadErrorReachesTheCallerAfterTheRowsBeforeIt() {
        int failAt = ReadAheadReader.BLOCK_ROWS * 2 + 5;
        UncheckedIOException boom = new UncheckedIOException(new IOException("disk on fire"));
        Scripted src = new Scripted(failAt * 2, failAt, boom, null);
        int count = 0;
        try (ReadAheadReader r = new ReadAheadReader(src, TYPE)) {
            UncheckedIOException e = null;
            try {
                while (r.hasNext()) {
                    assertEquals(count, r.next().getInt(1));
                    count++;
                }
            } catch (UncheckedIOException x) {
                e = x;
            }
            assertSame(boom, e, "the source's exception, with its cause");
            assertEquals("disk on fire", e.getCause().getMessage());
            assertEquals(failAt, count, "every row before the failure was handed over");
            assertFalse(r.hasNext());
        }
        assertEquals(1, src.closes);
    }

    @Test
    void anEarlyCloseStopsTheBackgroundThreadAndClosesTheSource() throws InterruptedException {
        // far more rows than the blocks hold: the background thread waits for a free block when closed
        Scripted src = new Scripted(Integer.MAX_VALUE, -1, null, null);
        ReadAheadReader r = new ReadAheadReader(src, TYPE);
        for (int i = 0; i < 10; i++) {
            assertEquals(i, r.next().getInt(1));
        }
        r.close();
        assertEquals(0, src.closed.getCount(), "close() returns after the source is closed");
        assertEquals(1, src.closes);
        assertFalse(r.hasNext());
        r.close();
        assertEquals(1, src.closes);
    }

    @Test
    void closeBeforeReadingAnything() throws InterruptedException {
        Scripted src = new Scripted(Integer.MAX_VALUE, -1, null, null);
        new ReadAheadReader(src, TYPE).close();
        assertTrue(src.closed.await(0, TimeUnit.SECONDS));
        assertEquals(1, src.closes);
    }

    @Test
    void aFailingSourceCloseIsReported() {
        IllegalStateException closeFailure = new IllegalStateException("cannot close");
        // read to the end: the end reports it
        ReadAheadReader r1 = new ReadAheadReader(new Scripted(3, -1, null, closeFailure), TYPE);
        r1.next();
        r1.next();
        r1.next();
        assertSame(closeFailure, assertThrows(IllegalStateException.class, r1::hasNext));
        r1.close();
        // closed early: close() reports it
        IllegalStateException closeFailure2 = new IllegalStateException("cannot close either");
        ReadAheadReader r2 = new ReadAheadReader(new Scripted(Integer.MAX_VALUE, -1, null, closeFailure2), TYPE);
        r2.next();
        assertSame(closeFailure2, assertThrows(IllegalStateException.class, r2::close));
    }

    @Test
    void onlyTypesCopiedWithoutObjectsAreSupported() {
        assertTrue(ReadAheadReader.supports(TYPE));
        assertTrue(ReadAheadReader.supports(RowType.of()));
        assertFalse(ReadAheadReader.supports(RowType.of(DataType.bigint(), DataType.parse("DECIMAL(10, 2)"))));
        assertFalse(ReadAheadReader.supports(RowType.of(DataType.parse("TIMESTAMP(3)"))));
        assertFalse(ReadAheadReader.supports(RowType.of(DataType.parse("DATE"))));
    }

    @Test
    void readAheadNeedsTwoProcessorsAndTheThreshold() {
        BucketFiles b = new BucketFiles(null, 0);
        assertFalse(BatchScanImpl.readAhead(List.of(b), 0, 1));
        assertTrue(BatchScanImpl.readAhead(List.of(b), 0, 2));
        assertFalse(BatchScanImpl.readAhead(new ArrayList<>(), 1, 2));
    }

    /** Segments of {@code sizes[i]} rows, row values continuing across segments; one fails at row {@code failAt} of segment {@code failing}. */
    private static List<Scripted> segments(int[] sizes, int failing, int failAt, RuntimeException failure) {
        List<Scripted> out = new ArrayList<>();
        int start = 0;
        for (int seg = 0; seg < sizes.length; seg++) {
            Scripted s = new Scripted(sizes[seg], seg == failing ? failAt : -1, failure, null);
            s.base = start;
            out.add(s);
            start += sizes[seg];
        }
        return out;
    }

    @Test
    void segmentsComeInOrderWhateverThreadReadsThem() {
        int[] sizes = {0, 5, ReadAheadReader.BLOCK_ROWS * 9 + 3, 0, 0, 1, ReadAheadReader.BLOCK_ROWS, 2 * ReadAheadReader.BLOCK_ROWS - 1, 0, 700};
        int total = java.util.Arrays.stream(sizes).sum();
        for (int threads : new int[] {1, 2, 3, 4, 16}) {
            List<Scripted> segs = segments(sizes, -1, -1, null);
            int count = 0;
            try (ReadAheadReader r = new ReadAheadReader(new ArrayList<>(segs), TYPE, threads)) {
                while (r.hasNext()) {
                    assertEquals(count, r.next().getInt(1), "threads " + threads);
                    count++;
                }
            }
            assertEquals(total, count, "threads " + threads);
            for (Scripted s : segs) {
                assertEquals(1, s.closes);
            }
        }
        try (ReadAheadReader r = new ReadAheadReader(new ArrayList<>(), TYPE, 2)) {
            assertFalse(r.hasNext());
        }
    }

    @Test
    void aFailingSegmentFailsInItsPlaceAfterAllRowsBeforeIt() {
        int[] sizes = {3000, 2500, 4000, 100};
        UncheckedIOException boom = new UncheckedIOException(new IOException("bad page"));
        for (int threads : new int[] {1, 2, 3}) {
            List<Scripted> segs = segments(sizes, 2, 1500, boom);
            int count = 0;
            RuntimeException seen = null;
            try (ReadAheadReader r = new ReadAheadReader(new ArrayList<>(segs), TYPE, threads)) {
                try {
                    while (r.hasNext()) {
                        assertEquals(count, r.next().getInt(1));
                        count++;
                    }
                } catch (UncheckedIOException e) {
                    seen = e;
                }
            }
            assertSame(boom, seen, "threads " + threads);
            assertEquals(3000 + 2500 + 1500, count, "threads " + threads);
            for (Scripted s : segs) {
                assertEquals(1, s.closes, "every segment is closed, read or not");
            }
        }
    }

    @Test
    void anEarlyCloseClosesEverySegment() {
        for (int threads : new int[] {1, 2, 4}) {
            List<Scripted> segs = segments(new int[] {Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2, 10, Integer.MAX_VALUE / 2, 3}, -1, -1, null);
            ReadAheadReader r = new ReadAheadReader(new ArrayList<>(segs), TYPE, threads);
            for (int i = 0; i < 3000; i++) {
                assertEquals(i, r.next().getInt(1));
            }
            r.close();
            for (Scripted s : segs) {
                assertEquals(1, s.closes, "threads " + threads);
                assertNotSame(Thread.currentThread(), s.closedBy);
            }
        }
    }

    @Test
    void appendBucketsWithDisjointFilesAreCutIntoFiles() {
        BucketFiles disjoint = new BucketFiles(null, 0);
        disjoint.files.add(file("b", 11, 20));
        disjoint.files.add(file("a", 0, 10));
        BucketFiles overlapping = new BucketFiles(null, 1);
        overlapping.files.add(file("c", 0, 10));
        overlapping.files.add(file("d", 10, 20));
        List<BucketFiles> parts = BatchScanImpl.segments(List.of(disjoint, overlapping), false);
        assertEquals(3, parts.size());
        assertEquals("a", parts.get(0).files.get(0).fileName());
        assertEquals("b", parts.get(1).files.get(0).fileName());
        assertSame(overlapping, parts.get(2));
        // primary-key buckets stay whole (their files are merged)
        assertEquals(List.of(disjoint, overlapping), BatchScanImpl.segments(List.of(disjoint, overlapping), true));
    }

    private static DataFileMeta file(String name, long minSeq, long maxSeq) {
        return new DataFileMeta(name, DataFileMeta.Kind.DATA, 100, 10, 0, new byte[0], new byte[0], minSeq, maxSeq, 0, 0, 0L);
    }
}
