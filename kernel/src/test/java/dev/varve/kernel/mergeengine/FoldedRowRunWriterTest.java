package dev.varve.kernel.mergeengine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.FieldSourceRow;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.merge.MergeFunction;
import dev.varve.row.BinaryRow;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.RowSerializer;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.SplittableRandom;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;

/**
 * An aggregation result whose last_non_null_value column is still undecoded ({@link FoldedRow},
 * a {@link FieldSourceRow}) is written by the run writer from the source row's bytes in place: the
 * file must be byte for byte the file written from the results' {@link GenericRow} copies. Seeded;
 * replay with {@code -Dseed=N}.
 */
class FoldedRowRunWriterTest {
    private static final String[] COLUMNS = {"k BIGINT", "v1 BIGINT", "v2 DOUBLE", "v3 STRING"};

    @Test
    void undecodedResultsWriteTheBytesOfTheirCopiesSeed5() throws IOException {
        SplittableRandom rnd = new SplittableRandom(Long.getLong("seed", 5));
        Harness agg = Harness.of(COLUMNS, "k", "merge-engine", "aggregation", "fields.v1.aggregate-function", "sum",
                "fields.v2.aggregate-function", "max", "fields.v3.aggregate-function", "last_non_null_value");
        RowType type = agg.rowType;
        RowSerializer serializer = new RowSerializer(type);
        ExpandableArrayBuffer scratch = new ExpandableArrayBuffer(64);
        BinaryRow view = new BinaryRow(type);
        KeyValue holder = new KeyValue();
        MergeFunction mf = agg.engine.mergeFunctionFactory().create();
        MemoryFileIO io = new MemoryFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCreationTimeMillis(1_700_000_000_000L)
                .withTargetPageBytes(1024).withBackgroundCompression(false);
        RunWriter inPlace = new RunWriter(io, "/in-place.vrf", type, opts);
        RunWriter copies = new RunWriter(io, "/copies.vrf", type, opts);
        String[] odd = {"plain", "\u00e9t\u00e9", "\uD83D\uDE00", "\uD800 lone", "", "a longer ascii string of letters"};
        int undecoded = 0;
        for (int key = 0; key < 400; key++) {
            int n = 2 + rnd.nextInt(3);
            mf.reset();
            for (int i = 0; i < n; i++) {
                String v3 = rnd.nextInt(4) == 0 ? null : odd[rnd.nextInt(odd.length)] + rnd.nextInt(50);
                GenericRow r = GenericRow.of((long) key, rnd.nextInt(3) == 0 ? null : (long) rnd.nextInt(100),
                        rnd.nextDouble(), v3);
                int len = serializer.serialize(r);
                scratch.putBytes(0, serializer.buffer(), 0, len);
                mf.add(holder.replace(new byte[] {0, (byte) (key >> 8), (byte) key}, i + 1, RowKind.INSERT,
                        view.pointTo(scratch, 0, len)));
            }
            KeyValue result = mf.getResult();
            if (((FieldSourceRow) result.value()).fieldSource(3) != null) {
                undecoded++;
            }
            inPlace.add(result.key(), result.sequence(), result.kind(), result.value());
            copies.add(result.key(), result.sequence(), result.kind(), GenericRow.copyOf(result.value())); // decodes v3
        }
        inPlace.finish();
        copies.finish();
        assertTrue(undecoded > 100, "most results keep v3 undecoded, got " + undecoded);
        assertArrayEquals(io.readFully("/copies.vrf"), io.readFully("/in-place.vrf"));
    }
}
