package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MetaJsonWriter} writes the same bytes as {@link Json#write} (Jackson) for random
 * manifests, manifest lists and snapshots (seeded; {@code -Dseed=} replays one seed), and what it
 * writes reads back equal with {@link Json#read}.
 */
class MetaJsonWriterTest {
    private static final long SEED = Long.getLong("seed", 20261130L);
    private static final int CASES = 300;

    @Test
    void manifestsMatchJacksonByteForByte_seed20261130() {
        SplittableRandom r = new SplittableRandom(SEED);
        MetaJsonWriter w = new MetaJsonWriter();
        for (int c = 0; c < CASES; c++) {
            List<ManifestEntry> entries = new ArrayList<>();
            int n = r.nextInt(4) == 0 ? 0 : r.nextInt(1, 8);
            for (int i = 0; i < n; i++) {
                entries.add(entry(r));
            }
            byte[] expected = Json.write(new Manifest(1, entries));
            w.writeManifest(entries);
            assertSame(expected, w.toByteArray());
            // read back and written again (Jackson), the same document: every field survives
            assertSame(w.toByteArray(), Json.write(Json.read(w.toByteArray(), Manifest.class, "m")));
        }
    }

    @Test
    void manifestListsAndSnapshotsMatchJacksonByteForByte_seed20261130() {
        SplittableRandom r = new SplittableRandom(SEED);
        MetaJsonWriter w = new MetaJsonWriter();
        for (int c = 0; c < CASES; c++) {
            List<String> names = new ArrayList<>();
            int n = r.nextInt(5);
            for (int i = 0; i < n; i++) {
                names.add(text(r));
            }
            w.writeManifestList(names);
            assertSame(Json.write(new ManifestList(1, names)), w.toByteArray());
            assertSame(w.toByteArray(), Json.write(Json.read(w.toByteArray(), ManifestList.class, "l")));

            Snapshot.CommitKind[] kinds = Snapshot.CommitKind.values();
            Snapshot s = new Snapshot(1, r.nextLong(1, Long.MAX_VALUE), r.nextInt(5), maybe(r), maybe(r), maybe(r),
                    maybe(r), r.nextLong(), r.nextInt(5) == 0 ? null : kinds[r.nextInt(kinds.length)], r.nextLong(),
                    r.nextLong(), r.nextLong(-5, 1000), r.nextInt(3) == 0 ? Long.MIN_VALUE : r.nextLong(), r.nextInt(7),
                    r.nextBoolean());
            w.writeSnapshot(s);
            byte[] expected = Json.write(s);
            assertSame(expected, w.toByteArray());
            assertSame(w.toByteArray(), Json.write(Json.read(w.toByteArray(), Snapshot.class, "s")));
        }
    }

    @Test
    void reusedBufferHoldsOnlyTheLastDocument() {
        MetaJsonWriter w = new MetaJsonWriter();
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            many.add("manifest-" + i);
        }
        w.writeManifestList(many);
        w.writeManifestList(List.of("a"));
        assertArrayEquals(Json.write(new ManifestList(1, List.of("a"))), Arrays.copyOf(w.buffer(), w.length()));
    }

    /** Byte equality; a failure names the seed and shows both documents from the first difference. */
    private static void assertSame(byte[] expected, byte[] actual) {
        int i = Arrays.mismatch(expected, actual);
        if (i >= 0) {
            int from = Math.max(0, i - 40);
            throw new AssertionError("seed " + SEED + ": documents differ at byte " + i + "\nexpected ..."
                    + escaped(expected, from, i + 40) + "\nactual   ..." + escaped(actual, from, i + 40));
        }
    }

    private static String escaped(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < Math.min(to, b.length); i++) {
            int c = b[i] & 0xFF;
            sb.append(c >= 0x20 && c < 0x7F ? String.valueOf((char) c) : String.format("<%02x>", c));
        }
        return sb.toString();
    }

    private static String maybe(SplittableRandom r) {
        return r.nextInt(3) == 0 ? null : text(r);
    }

    private static ManifestEntry entry(SplittableRandom r) {
        List<String> partition = new ArrayList<>();
        int parts = r.nextInt(3);
        for (int i = 0; i < parts; i++) {
            partition.add(r.nextInt(5) == 0 ? null : text(r));
        }
        DataFileMeta.Kind[] kinds = DataFileMeta.Kind.values();
        DataFileMeta f = new DataFileMeta(text(r), kinds[r.nextInt(kinds.length)], r.nextLong(0, 1L << 40),
                r.nextLong(0, 1L << 30), r.nextLong(0, 100), bytes(r), bytes(r), r.nextLong(-1, 1L << 40),
                r.nextLong(0, Long.MAX_VALUE), r.nextInt(4), r.nextInt(6), r.nextLong(0, Long.MAX_VALUE));
        if (r.nextInt(4) == 0) {
            f = f.withChangelogPendingBatch(r.nextLong(1, 1000));
        }
        ManifestEntry.Kind kind = r.nextBoolean() ? ManifestEntry.Kind.ADD : ManifestEntry.Kind.DELETE;
        ManifestEntry.Source source = r.nextBoolean() ? ManifestEntry.Source.WRITE : ManifestEntry.Source.COMPACT;
        ManifestEntry.Source fileSource = r.nextInt(3) == 0 ? null : r.nextBoolean() ? ManifestEntry.Source.WRITE
                : ManifestEntry.Source.COMPACT;
        return new ManifestEntry(kind, new Partition(partition), r.nextInt(-1, 64), r.nextInt(-1, 64), f, source, fileSource);
    }

    private static byte[] bytes(SplittableRandom r) {
        byte[] b = new byte[r.nextInt(0, 12)];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) r.nextInt(256);
        }
        return b;
    }

    /** File-name-like text, now and then with quotes, backslashes, control and non-ASCII characters. */
    private static String text(SplittableRandom r) {
        if (r.nextInt(3) > 0) {
            return "data-" + Long.toHexString(r.nextLong()) + ".run";
        }
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(0, 10);
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(8)) {
                case 0: sb.append((char) r.nextInt(0, 0x20)); break;
                case 1: sb.append(r.nextBoolean() ? '"' : '\\'); break;
                case 2: sb.append((char) r.nextInt(0x80, 0x800)); break;
                case 3: sb.append((char) r.nextInt(0x800, 0xD800)); break;
                case 4: sb.appendCodePoint(r.nextInt(0x10000, 0x10FFFF)); break;
                case 5: sb.append((char) r.nextInt(0xD800, 0xE000)); break; // a lone surrogate
                default: sb.append((char) r.nextInt(0x20, 0x7F));
            }
        }
        return sb.toString();
    }
}
