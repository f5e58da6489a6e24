package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TagInfo;
import dev.varve.kernel.VarveException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tags (Paimon 1.4.2's semantics, checked on Flink by the sweep15_tag_ goldens): a tag keeps its
 * snapshot readable past expiration, also after the table is reopened; deleting it deletes the files
 * only it kept; orphan cleanup keeps tagged files; a rollback to a tag deletes later tags and restores an
 * expired tagged snapshot; a seeded model test checks every tag's rows against the rows written.
 */
class TagsTest {
    @TempDir
    Path dir;

    private Table table(Catalog c, String... options) {
        var b = schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return create(c, "t", b.build());
    }

    private Path tableDir() {
        return dir.resolve("warehouse").resolve("default.db").resolve("t");
    }

    /** Data files and manifests under the table, relative. */
    private Set<String> dataAndManifests() throws IOException {
        Path table = tableDir();
        try (Stream<Path> s = Files.walk(table)) {
            return s.filter(Files::isRegularFile).map(p -> table.relativize(p).toString())
                    .filter(p -> p.startsWith("manifest/") || p.contains("bucket-"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static List<String> readTag(Table t, String tag) {
        return read(t.copy(Map.of("scan.tag-name", tag)));
    }

    @Test
    void aTagOutlivesExpirationAndReopen() throws IOException {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "snapshot.num-retained.min", "1", "snapshot.num-retained.max", "1",
                    "num-sorted-run.compaction-trigger", "2");
            commit(t, ins(1L, "a"));
            assertEquals(1, t.createTag("t1", null, null));
            Set<String> tagged = dataAndManifests();
            for (int i = 0; i < 4; i++) {
                commit(t, ins(1L, "v" + i), ins(2L + i, "x"));
            }
            assertEquals(List.of(5L), t.snapshots().stream().map(s -> s.snapshotId).collect(Collectors.toList()));
            assertEquals(List.of("+I[1, a]"), readTag(t, "t1"));
            assertTrue(dataAndManifests().containsAll(tagged), "the tag keeps its files and manifests");
            TagInfo info = t.tags().get(0);
            assertEquals("t1", info.tagName);
            assertEquals(1, info.snapshotId);
            assertEquals(1, info.recordCount);
            assertNull(info.createTimeMillis, "no create time without a time retained (as Paimon shows it)");
            assertEquals(1, t.copy(Map.of("scan.tag-name", "t1")).files(null).size(), "$files at the tag");
            VarveException stream = assertThrows(VarveException.class,
                    () -> t.copy(Map.of("scan.tag-name", "t1")).newStreamScan());
            assertTrue(stream.getMessage().contains("Cannot scan from tag in streaming mode"), stream.getMessage());
        }
        try (Catalog c = catalog(dir)) {
            Table t = c.getTable(Identifier.of("default", "t"));
            assertEquals(List.of("+I[1, a]"), readTag(t, "t1"), "the tag survives a reopen");
            // tagging the expired snapshot again: found through the tag, as Paimon does
            assertEquals(1, t.createTag("t1b", 1L, null));
            t.deleteTag("t1");
            assertEquals(List.of("+I[1, a]"), readTag(t, "t1b"), "another tag still keeps the files");
            Set<String> before = dataAndManifests();
            t.deleteTag("t1b");
            Set<String> after = dataAndManifests();
            assertTrue(after.size() < before.size(), "deleting the last tag of an expired snapshot deletes its files");
            assertEquals(List.of("+I[1, v3]", "+I[2, x]", "+I[3, x]", "+I[4, x]", "+I[5, x]"), read(t));
            assertThrows(VarveException.NotFound.class, () -> t.createTag("late", 1L, null));
            assertThrows(VarveException.NotFound.class, () -> t.deleteTag("t1"));
        }
    }

    @Test
    void tagErrorsAreNamed() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c);
            VarveException empty = assertThrows(VarveException.NotFound.class, () -> t.createTag("t", null, null));
            assertEquals("Cannot create tag because latest snapshot doesn't exist.", empty.getMessage());
            commit(t, ins(1L, "a"));
            assertEquals("Cannot create tag because given snapshot #7 doesn't exist.",
                    assertThrows(VarveException.NotFound.class, () -> t.createTag("t", 7L, null)).getMessage());
            assertEquals("Tag name shouldn't be blank.",
                    assertThrows(VarveException.class, () -> t.createTag(" ", 1L, null)).getMessage());
            assertTrue(assertThrows(VarveException.class, () -> t.createTag("a/b", 1L, null)).getMessage()
                    .contains("path separator"));
            t.createTag("123", 1L, null); // Paimon takes all-digit names
            assertEquals("Tag '123' already exists.",
                    assertThrows(VarveException.AlreadyExists.class, () -> t.createTag("123", 1L, null)).getMessage());
            assertThrows(VarveException.NotFound.class, () -> t.renameTag("nope", "x"));
            t.createTag("x", 1L, null);
            assertThrows(VarveException.AlreadyExists.class, () -> t.renameTag("123", "x"));
            t.renameTag("123", "y");
            assertEquals(List.of("x", "y"), t.tags().stream().map(i -> i.tagName).collect(Collectors.toList()));
            assertThrows(VarveException.NotFound.class, () -> t.replaceTag("nope", 1L, null));
            assertThrows(VarveException.NotFound.class,
                    () -> read(t.copy(Map.of("scan.tag-name", "nope"))));
        }
    }

    @Test
    void expireTagsByTimeRetainedAndOlderThan() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c);
            commit(t, ins(1L, "a"));
            t.createTag("kept", null, null);
            t.createTag("day", null, Duration.ofDays(1));
            t.createTag("gone", null, Duration.ofMillis(-1)); // its time retained passed already
            TagInfo day = t.tags().stream().filter(i -> i.tagName.equals("day")).findFirst().orElseThrow();
            assertEquals(Duration.ofDays(1), day.timeRetained);
            assertTrue(day.createTimeMillis != null);
            assertEquals(List.of("gone"), t.expireTags(null));
            assertEquals(List.of(), t.expireTags(0L));
            List<String> all = new ArrayList<>(t.expireTags(Long.MAX_VALUE));
            all.sort(null);
            assertEquals(List.of("day", "kept"), all, "older_than expires tags without a time retained too");
            assertEquals(List.of(), t.tags());
        }
    }

    @Test
    void orphanCleanupKeepsTaggedFiles() throws IOException {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "snapshot.num-retained.min", "1", "snapshot.num-retained.max", "1");
            commit(t, ins(1L, "a"));
            t.createTag("t1", null, null);
            commit(t, ins(1L, "b"));
            t.compact(Map.of());
            try (Stream<Path> s = Files.walk(tableDir())) {
                for (Path p : s.filter(Files::isRegularFile).collect(Collectors.toList())) {
                    Files.setLastModifiedTime(p, FileTime.fromMillis(0));
                }
            }
            FileStoreTable.OrphanCleanup cleaned = ((FileStoreTable) t).cleanOrphanFiles(System.currentTimeMillis());
            assertEquals(List.of(), cleaned.deleted());
            assertEquals(List.of("+I[1, a]"), readTag(t, "t1"));
            assertEquals(List.of("+I[1, b]"), read(t));
        }
    }

    @Test
    void rollbackToATag() throws IOException {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "snapshot.num-retained.min", "1", "snapshot.num-retained.max", "2");
            commit(t, ins(1L, "a"));
            t.createTag("t1", null, null);
            Set<String> atOne = dataAndManifests();
            commit(t, ins(2L, "b"));
            t.createTag("t2", null, null);
            commit(t, ins(1L, "c"));
            commit(t, ins(3L, "d"));
            t.createTag("t4", null, null);
            assertEquals(2, t.rollbackToTag("t2"), "t2's snapshot is retained: an ordinary rollback");
            assertEquals(List.of("t1", "t2"), t.tags().stream().map(i -> i.tagName).collect(Collectors.toList()),
                    "later tags are deleted");
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t));
            commit(t, ins(5L, "e")); // expires snapshot 1 (max 2)
            assertEquals(List.of(2L, 3L), t.snapshots().stream().map(s -> s.snapshotId).collect(Collectors.toList()));
            assertEquals(1, t.rollbackToTag("t1"), "the expired tagged snapshot is restored from the tag");
            assertEquals(List.of(1L), t.snapshots().stream().map(s -> s.snapshotId).collect(Collectors.toList()));
            assertEquals(List.of("+I[1, a]"), read(t));
            assertEquals(List.of("t1"), t.tags().stream().map(i -> i.tagName).collect(Collectors.toList()));
            assertEquals(atOne, dataAndManifests(), "what only the removed snapshots and tags referenced is gone");
            assertEquals(2, commit(t, ins(6L, "f")));
            assertEquals(List.of("+I[1, a]", "+I[6, f]"), read(t));
        }
    }

    @Test
    void rollbackToTheIdOfAnExpiredTaggedSnapshotRestoresIt() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "snapshot.num-retained.min", "1", "snapshot.num-retained.max", "2");
            commit(t, ins(1L, "a"));
            t.createTag("t1", null, null);
            commit(t, ins(2L, "b"));
            commit(t, ins(3L, "c"));
            assertEquals(2, t.rollbackTo(1), "snapshots 2 and 3 removed");
            assertEquals(List.of(1L), t.snapshots().stream().map(s -> s.snapshotId).collect(Collectors.toList()));
            assertEquals(List.of("+I[1, a]"), read(t));
            assertThrows(VarveException.NotFound.class, () -> t.rollbackTo(5));
        }
    }

    /**
     * A seeded model: random commits, tag creations and deletions, expirations, compactions and
     * rollbacks to tags; every tag reads the rows of its snapshot, the table the latest rows, and a
     * tag deleted leaves no file no snapshot or tag needs (every read succeeds).
     */
    @Test
    void modelOfTagsUnderExpirationAndRollback() {
        for (long seed = 1; seed <= 8; seed++) {
            Random rnd = new Random(seed);
            Path sub = dir.resolve("m" + seed);
            try (Catalog c = Catalog.open(sub.toString())) {
                var b = schema("id BIGINT", "v STRING").primaryKey("id").option("bucket", "1")
                        .option("snapshot.num-retained.min", "1").option("snapshot.num-retained.max", String.valueOf(1 + rnd.nextInt(3)));
                Table t = create(c, "t", b.build());
                Map<Long, TreeMap<Long, String>> rowsAt = new HashMap<>(); // snapshot id -> rows
                TreeMap<Long, String> rows = new TreeMap<>();
                Map<String, Long> tags = new TreeMap<>();
                long latest = 0;
                for (int step = 0; step < 40; step++) {
                    int op = rnd.nextInt(10);
                    String ctx = "seed " + seed + " step " + step;
                    if (op < 5 || latest == 0) {
                        long k = rnd.nextInt(6);
                        String v = "v" + step;
                        latest = commit(t, ins(k, v));
                        rows.put(k, v);
                        rowsAt.put(latest, new TreeMap<>(rows));
                    } else if (op == 5) {
                        if (t.compact(Map.of()) > 0) {
                            latest = t.latestSnapshot().snapshotId;
                            rowsAt.put(latest, new TreeMap<>(rows));
                        }
                    } else if (op == 6) {
                        String name = "g" + step;
                        t.createTag(name, null, null);
                        tags.put(name, latest);
                    } else if (op == 7 && !tags.isEmpty()) {
                        String name = new ArrayList<>(tags.keySet()).get(rnd.nextInt(tags.size()));
                        t.deleteTag(name);
                        tags.remove(name);
                    } else if (op == 8) {
                        t.expireSnapshots(1, 1, null, null);
                    } else if (op == 9 && !tags.isEmpty()) {
                        String name = new ArrayList<>(tags.keySet()).get(rnd.nextInt(tags.size()));
                        long target = tags.get(name);
                        assertEquals(target, t.rollbackToTag(name), ctx);
                        latest = target;
                        rows = new TreeMap<>(rowsAt.get(target));
                        tags.values().removeIf(id -> id > target);
                    }
                    assertEquals(format(rows), read(t), ctx + ": latest rows");
                    assertEquals(new ArrayList<>(tags.keySet()),
                            t.tags().stream().map(i -> i.tagName).sorted().collect(Collectors.toList()), ctx);
                    for (Map.Entry<String, Long> e : tags.entrySet()) {
                        assertEquals(format(rowsAt.get(e.getValue())), readTag(t, e.getKey()), ctx + ": tag " + e.getKey());
                    }
                }
            }
        }
    }

    private static List<String> format(TreeMap<Long, String> rows) {
        List<String> out = new ArrayList<>();
        rows.forEach((k, v) -> out.add("+I[" + k + ", " + v + "]"));
        out.sort(null);
        return out;
    }

    @Test
    void replaceTagPointsAtAnotherSnapshot() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c);
            commit(t, ins(1L, "a"));
            commit(t, ins(1L, "b"));
            t.createTag("t", 1L, Duration.ofHours(1));
            assertEquals(2, t.replaceTag("t", null, null));
            TagInfo info = t.tags().get(0);
            assertEquals(2, info.snapshotId);
            assertNull(info.timeRetained);
            assertEquals(List.of("+I[1, b]"), readTag(t, "t"));
            assertFalse(t.tags().isEmpty());
        }
    }
}
