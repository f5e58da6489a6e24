package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.varve.kernel.CommitMessage;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link PaimonPartitionOrder} against the model it emulates: a real {@code java.util.HashMap} whose keys hash
 * as Paimon's partition rows do ({@link PaimonBucketHash}), filled in the same insertion order (seeded, replay
 * with {@code -Dseed=}); its iteration order is the order Paimon's writer hands its messages out in.
 */
class PaimonPartitionOrderTest {
    private static final RowType TYPE = RowType.of(DataType.intType(), DataType.string(), DataType.bigint());
    private static final int[] PARTITION = {1, 0}; // (s STRING, p INT), declared out of column order

    /** A key with Paimon's hash, as Paimon's BinaryRow partition key is in its writers' HashMap. */
    private static final class PaimonKey {
        final Partition partition;
        final int hash;

        PaimonKey(Partition partition, int hash) {
            this.partition = partition;
            this.hash = hash;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof PaimonKey && ((PaimonKey) o).partition.equals(partition);
        }
    }

    @Test
    void messagesComeOutInTheOrderOfAHashMapOfPaimonsPartitionHashes() {
        long base = Long.getLong("seed", 20261202L);
        PaimonBucketHash hash = new PaimonBucketHash(TYPE, PARTITION);
        for (long seed = base; seed < base + 60; seed++) {
            Random rnd = new Random(new java.util.SplittableRandom(seed).nextLong()); // consecutive seeds, uncorrelated
            int n = 1 + rnd.nextInt(rnd.nextBoolean() ? 12 : 150); // beyond 12 and 24, ... the map resizes
            PaimonPartitionOrder order = new PaimonPartitionOrder(TYPE, PARTITION);
            Map<PaimonKey, Boolean> model = new HashMap<>();
            List<CommitMessage> messages = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String s = rnd.nextInt(4) == 0 ? null : "s" + rnd.nextInt(1000);
                int p = rnd.nextInt(100_000) - 50_000;
                Partition part = new Partition(java.util.Arrays.asList(s, Integer.toString(p)));
                order.added(part);
                order.added(part); // opened again: no new insertion
                model.putIfAbsent(new PaimonKey(part, hash.hash(GenericRow.of(p, s, 0L))), Boolean.TRUE);
                for (int b = 0; b < 1 + rnd.nextInt(3); b++) {
                    messages.add(new CommitMessageImpl(part, "x", b, 4, null, null, null, null, null, null));
                }
            }
            Collections.shuffle(messages, rnd);
            List<CommitMessage> sorted = new ArrayList<>(messages);
            order.sort(sorted);
            List<Partition> expected = new ArrayList<>();
            for (PaimonKey k : model.keySet()) {
                expected.add(k.partition);
            }
            List<Partition> actual = new ArrayList<>();
            for (CommitMessage m : sorted) {
                Partition p = ((CommitMessageImpl) m).partition();
                if (actual.isEmpty() || !actual.get(actual.size() - 1).equals(p)) {
                    actual.add(p);
                }
            }
            assertEquals(expected, actual, "seed " + seed + " (n = " + n + ")");
            // one partition's messages keep their relative order (stable sort)
            for (Partition p : expected) {
                assertEquals(ofPartition(messages, p), ofPartition(sorted, p), "seed " + seed);
            }
        }
    }

    @Test
    void anUnpartitionedTableKeepsItsOrder() {
        PaimonPartitionOrder order = new PaimonPartitionOrder(TYPE, new int[0]);
        order.added(Partition.EMPTY);
        List<CommitMessage> messages = new ArrayList<>();
        for (int b = 3; b >= 0; b--) {
            messages.add(new CommitMessageImpl(Partition.EMPTY, "", b, 4, null, null, null, null, null, null));
        }
        List<CommitMessage> sorted = new ArrayList<>(messages);
        order.sort(sorted);
        assertEquals(messages, sorted);
    }

    private static List<CommitMessage> ofPartition(List<CommitMessage> messages, Partition p) {
        List<CommitMessage> out = new ArrayList<>();
        for (CommitMessage m : messages) {
            if (((CommitMessageImpl) m).partition().equals(p)) {
                out.add(m);
            }
        }
        return out;
    }
}
