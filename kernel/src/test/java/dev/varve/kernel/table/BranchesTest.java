package dev.varve.kernel.table;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.BranchInfo;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.TableLoaders;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.kvStringTable;
import static dev.varve.kernel.table.TableTestSupport.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Branches (METADATA_FORMAT.md "Branches"; Paimon 1.4.2's semantics, checked on Flink by the sweep20_br_ goldens): a
 * branch is its own line of snapshots over shared files; main's expiration, tag deletion and orphan cleanup keep what a
 * branch references; deleting a branch deletes only its own files; a fast-forward makes main the branch; a crash at any
 * file operation of create, delete and fast-forward leaves a whole branch or none, and main old or new.
 */
class BranchesTest {
    @TempDir
    Path dir;

    private static List<Long> snapshotIds(Table t) {
        return t.snapshots().stream().map(s -> s.snapshotId).collect(Collectors.toList());
    }

    private static List<String> branchNames(Table t) {
        return t.branches().stream().map(b -> b.branchName).collect(Collectors.toList());
    }

    /** Data files (relative paths) under the table's bucket directories. */
    private Set<String> dataFiles() throws IOException {
        Path table = dir.resolve("warehouse").resolve("default.db").resolve("t");
        try (Stream<Path> s = Files.walk(table)) {
            return s.filter(Files::isRegularFile).map(p -> table.relativize(p).toString())
                    .filter(p -> p.contains("bucket-")).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void anEmptyBranchIsItsOwnLine() {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t");
            commit(t, ins(1, "a"));
            t.createBranch("b", null);
            assertEquals(List.of("b"), branchNames(t));
            Table b = t.onBranch("b");
            assertEquals("b", b.branch());
            assertEquals(List.of(), read(b), "an empty branch has no snapshot");
            assertEquals(List.of(0L), b.schemas().stream().map(s -> s.schemaId).collect(Collectors.toList()));
            assertEquals(1, commit(b, ins(2, "x")), "the branch's first commit is its snapshot 1");
            assertEquals(List.of("+I[2, x]"), read(b));
            assertEquals(List.of("+I[1, a]"), read(t), "main does not see the branch's rows");
            assertEquals(2, commit(t, ins(3, "c")));
            assertEquals(List.of("+I[2, x]"), read(t.onBranch("b")));
            // ALTER of the branch changes its schema only
            c.alterTable(Identifier.of("default", "t"), "b", List.of(SchemaChange.setOption("snapshot.num-retained.max", "70")), false);
            assertEquals("70", t.onBranch("b").options().get("snapshot.num-retained.max"));
            assertFalse(c.getTable(Identifier.of("default", "t")).options().containsKey("snapshot.num-retained.max"));
        }
        try (Catalog c = catalog(dir)) {
            Table t = c.getTable(Identifier.of("default", "t"));
            assertEquals(List.of("+I[2, x]"), read(t.onBranch("b")), "a branch survives a reopen");
            assertEquals(BranchInfo.MAIN, t.onBranch("b").onBranch("main").branch());
            assertEquals(List.of("+I[1, a]", "+I[3, c]"), read(t.onBranch("b").onBranch("main")));
        }
    }

    @Test
    void aBranchFromATagStartsAtTheTag() {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t");
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            t.createTag("tg", 1L, null);
            commit(t, ins(3, "c"));
            t.createBranch("b", "tg");
            Table b = t.onBranch("b");
            assertEquals(List.of("+I[1, a]"), read(b));
            assertEquals(List.of(1L), snapshotIds(b));
            assertEquals(List.of("tg"), b.tags().stream().map(x -> x.tagName).collect(Collectors.toList()));
            assertEquals(2, commit(b, ins(4, "d")));
            assertEquals(List.of("+I[1, a]", "+I[4, d]"), read(b));
            assertEquals(List.of("+I[1, a]"), read(b.copy(Map.of("scan.snapshot-id", "1"))));
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]"), read(t));
        }
    }

    @Test
    void errorsUsePaimonsWords() {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t");
            commit(t, ins(1, "a"));
            t.createBranch("b", null);
            assertEquals("Branch name 'b' already exists.",
                    assertThrows(VarveException.AlreadyExists.class, () -> t.createBranch("b", null)).getMessage());
            assertEquals("Branch name 'main' is the default branch and cannot be used.",
                    assertThrows(VarveException.class, () -> t.createBranch("main", null)).getMessage());
            assertEquals("Branch name ' ' is blank.",
                    assertThrows(VarveException.class, () -> t.createBranch(" ", null)).getMessage());
            assertEquals("Branch name cannot be pure numeric string but is '123'.",
                    assertThrows(VarveException.class, () -> t.createBranch("123", null)).getMessage());
            assertEquals("Tag 'nope' doesn't exist.",
                    assertThrows(VarveException.NotFound.class, () -> t.createBranch("c", "nope")).getMessage());
            assertThrows(VarveException.class, () -> t.createBranch("a/b", null));
            assertEquals("Branch name 'nope' doesn't exist.",
                    assertThrows(VarveException.NotFound.class, () -> t.deleteBranch("nope")).getMessage());
            assertEquals("Branch name 'nope' doesn't exist.",
                    assertThrows(VarveException.NotFound.class, () -> t.onBranch("nope")).getMessage());
            assertEquals("Branch name 'main' do not use in fast-forward.",
                    assertThrows(VarveException.class, () -> t.fastForward("main")).getMessage());
            assertEquals("Cannot fast forward branch b, because it does not have snapshot.",
                    assertThrows(VarveException.class, () -> t.fastForward("b")).getMessage());
            assertEquals(List.of("b"), branchNames(t), "failed creates leave nothing behind");
        }
    }

    @Test
    void aBranchKeepsItsFilesThroughMainsExpirationTagDeletionAndOrphanCleanup() throws IOException {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t", "snapshot.num-retained.min", "1", "snapshot.num-retained.max", "1");
            commit(t, ins(1, "a"));
            t.createTag("tg", 1L, null);
            t.createBranch("b", "tg");
            t.truncate();
            commit(t, ins(2, "b"));
            commit(t, ins(3, "c"));
            assertEquals(List.of(4L), snapshotIds(t), "main's first snapshots expired");
            t.deleteTag("tg"); // the tag's snapshot expired: without the branch its files would go
            Table b = t.onBranch("b");
            assertEquals(List.of("+I[1, a]"), read(b));
            ((FileStoreTable) t).removeOrphanFiles(System.currentTimeMillis());
            assertEquals(List.of("+I[1, a]"), read(b), "orphan cleanup of main keeps the branch's files");
            assertEquals(List.of("tg"), b.tags().stream().map(x -> x.tagName).collect(Collectors.toList()),
                    "the branch keeps its copy of the tag");
            // the other way round: the branch's own expiration and cleanup keep main's files
            commit(b, ins(5, "e"));
            b.truncate();
            commit(b, ins(6, "f"));
            b.expireSnapshots(1);
            ((FileStoreTable) b).removeOrphanFiles(System.currentTimeMillis());
            assertEquals(List.of("+I[6, f]"), read(b));
            assertEquals(List.of("+I[2, b]", "+I[3, c]"), read(t));
        }
    }

    @Test
    void deletingABranchDeletesOnlyItsOwnFiles() throws IOException {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t");
            commit(t, ins(1, "a"));
            t.createTag("tg", 1L, null);
            t.createBranch("b", "tg");
            Set<String> mainFiles = dataFiles();
            commit(t.onBranch("b"), ins(2, "b"));
            Set<String> withBranch = dataFiles();
            assertTrue(withBranch.size() > mainFiles.size());
            t.deleteBranch("b");
            assertEquals(mainFiles, dataFiles(), "the branch's own files are deleted, the shared ones kept");
            assertEquals(List.of(), branchNames(t));
            assertFalse(Files.exists(dir.resolve("warehouse/default.db/t/branch/branch-b")));
            assertEquals(List.of("+I[1, a]"), read(t));
            assertEquals(List.of("+I[1, a]"), read(t.copy(Map.of("scan.tag-name", "tg"))));
            t.createBranch("b", null); // the name is free again
            assertEquals(List.of(), read(t.onBranch("b")));
        }
    }

    @Test
    void aFastForwardMakesMainTheBranch() {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t");
            commit(t, ins(1, "a"));
            commit(t, ins(2, "b"));
            t.createTag("tg", 1L, null);
            t.createTag("tg2", 2L, null);
            t.createBranch("b", "tg");
            Table b = t.onBranch("b");
            commit(b, ins(5, "e"));
            b.createTag("btag", 2L, null);
            t.fastForward("b");
            Table main = c.getTable(Identifier.of("default", "t"));
            assertEquals(List.of("+I[1, a]", "+I[5, e]"), read(main));
            assertEquals(List.of(1L, 2L), snapshotIds(main));
            assertEquals(List.of("tg", "btag"), main.tags().stream().map(x -> x.tagName).collect(Collectors.toList()),
                    "main's tags from the branch's earliest snapshot on are the branch's");
            assertEquals(3, commit(main, ins(6, "f")));
            assertEquals(List.of("+I[1, a]", "+I[5, e]", "+I[6, f]"), read(main));
            assertEquals(List.of("+I[1, a]", "+I[5, e]"), read(main.onBranch("b")), "the branch stays");
            assertEquals(List.of("+I[1, a]", "+I[5, e]"), read(main.copy(Map.of("branch", "b"))), "the 'branch' hint");
        }
    }

    @Test
    void aFastForwardToABranchWhoseEarlySnapshotsExpiredDropsMainsOlderOnes() {
        try (Catalog c = catalog(dir)) {
            Table t = kvStringTable(c, "t", "snapshot.num-retained.min", "1", "snapshot.num-retained.max", "1");
            commit(t, ins(1, "a"));
            t.createTag("tg", 1L, null);
            t.createBranch("b", "tg");
            Table b = t.onBranch("b");
            commit(b, ins(2, "b"));
            commit(b, ins(3, "c"));
            assertEquals(List.of(3L), snapshotIds(b));
            t.fastForward("b");
            Table main = c.getTable(Identifier.of("default", "t"));
            assertEquals(List.of(3L), snapshotIds(main), "as Paimon, whose EARLIEST moves to the branch's");
            commit(main, ins(4, "d"));
            assertEquals(List.of(4L), snapshotIds(main));
            // Paimon 1.4.2 loses the branch here (main's expiration deleted its manifests); Varve keeps them
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]"), read(main.onBranch("b")));
            assertEquals(List.of("+I[1, a]", "+I[2, b]", "+I[3, c]", "+I[4, d]"), read(main));
        }
    }

    @Test
    void aFallbackBranchServesThePartitionsMainLacks() {
        try (Catalog c = catalog(dir)) {
            Identifier id = Identifier.of("default", "t");
            Table t = TableTestSupport.create(c, "t", TableTestSupport.schema("k INT", "v STRING", "dt STRING")
                    .partitionKeys(List.of("dt")).build());
            commit(t, ins(1, "a", "d1"));
            t.createBranch("b", null);
            t.createBranch("c", null);
            commit(t.onBranch("b"), ins(2, "x", "d1"), ins(3, "y", "d2"));
            commit(t.onBranch("c"), ins(4, "z", "d4"));
            // as Paimon 1.4.2 builds the table: only the stored option counts, a dynamic one does nothing
            assertEquals(List.of("+I[1, a, d1]"), read(t.copy(Map.of("scan.fallback-branch", "b"))),
                    "a dynamic option does not enable the fallback");
            c.alterTable(id, List.of(SchemaChange.setOption("scan.fallback-branch", "b")), false);
            Table withFallback = c.getTable(id);
            assertEquals(List.of("+I[1, a, d1]", "+I[3, y, d2]"), read(withFallback), "d1 from main, d2 from the branch");
            assertEquals(List.of("+I[1, a, d1]", "+I[3, y, d2]"), read(withFallback.copy(Map.of("scan.fallback-branch", "c"))),
                    "nor does it name another branch");
            assertEquals(List.of("+I[3, y, d2]"), read(withFallback.copy(Map.of()),
                    s -> s.withPartitionFilter(Map.of("dt", "d2")).read()));
            assertEquals(List.of("+I[1, a, d1]"), read(t), "the table as loaded before the option: main alone");
            VarveException refused = assertThrows(VarveException.class, () -> withFallback.deleteBranch("b"));
            assertEquals("Cannot delete branch 'b' because it is configured as 'scan.fallback-branch'. Unset"
                    + " 'scan.fallback-branch' first.", refused.getMessage());
            withFallback.deleteBranch("c");
            assertEquals(List.of("b"), branchNames(withFallback), "another branch can go");
            c.alterTable(id, "b", List.of(SchemaChange.addColumn("c", dev.varve.row.DataType.intType(), null, null)), false);
            assertThrows(VarveException.class, () -> read(c.getTable(id)), "a fallback branch of other columns is refused");
        }
    }

    @Test
    void mainIsAFallbackBranchToo() {
        try (Catalog c = catalog(dir)) {
            Identifier id = Identifier.of("default", "t");
            Table t = TableTestSupport.create(c, "t", TableTestSupport.schema("k INT", "v STRING", "dt STRING")
                    .partitionKeys(List.of("dt")).build());
            commit(t, ins(1, "a", "d1"), ins(2, "b", "d2"));
            c.alterTable(id, List.of(SchemaChange.setOption("scan.fallback-branch", "main")), false);
            assertEquals(List.of("+I[1, a, d1]", "+I[2, b, d2]"), read(c.getTable(id)), "main falling back to itself");
            c.alterTable(id, List.of(SchemaChange.removeOption("scan.fallback-branch")), false);
            c.getTable(id).createBranch("b", null);
            commit(c.getTable(id).onBranch("b"), ins(3, "y", "d3"), ins(4, "z", "d1"));
            c.alterTable(id, "b", List.of(SchemaChange.setOption("scan.fallback-branch", "main")), false);
            assertEquals(List.of("+I[2, b, d2]", "+I[3, y, d3]", "+I[4, z, d1]"), read(c.getTable(id).onBranch("b")),
                    "the branch's d1 and d3, main's d2");
            assertThrows(VarveException.class, () -> c.alterTable(id,
                    List.of(SchemaChange.setOption("scan.fallback-branch", "nope")), false), "a missing branch is refused");
        }
    }

    // ---- crashes ---------------------------------------------------------------------------------

    /**
     * Runs {@code setUp} on a fresh in-memory table, then {@code step} with a crash (every file operation failing) from
     * its k-th operation on, for every k until the step completes; {@code check} then sees the reopened table.
     */
    private static void crashAtEveryOperation(Consumer<Table> setUp, Consumer<Table> step,
                                              java.util.function.BiConsumer<Table, String> check) {
        int ops = -1;
        for (int k = 1; ops < 0 || k <= ops + 1; k++) {
            FaultInjectingFileIO io = new FaultInjectingFileIO(new MemoryFileIO());
            Identifier id = Identifier.of("db", "t");
            try (Catalog c = new FileSystemCatalog(io, "/warehouse", TableLoaders.defaultLoader())) {
                c.createDatabase("db", true);
                c.createTable(id, TableTestSupport.schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").build(), false);
                Table t = c.getTable(id);
                setUp.accept(t);
                long before = io.operationCount();
                io.failAtOperation(before + k);
                boolean failed = false;
                try {
                    step.accept(t);
                } catch (RuntimeException e) {
                    failed = true;
                }
                io.clearFaults();
                if (!failed && ops < 0) {
                    ops = (int) (io.operationCount() - before);
                }
                check.accept(c.getTable(id), "crash at operation " + k + (failed ? "" : " (completed)"));
            }
        }
        assertTrue(ops >= 3, "the step takes several file operations: " + ops);
    }

    private static void twoCommitsAndATag(Table t) {
        commit(t, ins(1, "a"));
        t.createTag("tg", 1L, null);
        commit(t, ins(2, "b"));
    }

    @Test
    void aCrashedCreateLeavesNoBranchOrAWholeOne() {
        crashAtEveryOperation(BranchesTest::twoCommitsAndATag, t -> t.createBranch("b", "tg"), (t, where) -> {
            if (branchNames(t).isEmpty()) {
                assertThrows(VarveException.NotFound.class, () -> t.onBranch("b"), where);
                t.createBranch("b", "tg"); // a retry succeeds over what the crash left
            }
            assertEquals(List.of("b"), branchNames(t), where);
            assertEquals(List.of("+I[1, a]"), read(t.onBranch("b")), where);
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t), where);
        });
    }

    @Test
    void aCrashedDeleteLeavesTheWholeBranchOrNone() {
        crashAtEveryOperation(t -> {
            twoCommitsAndATag(t);
            t.createBranch("b", "tg");
            commit(t.onBranch("b"), ins(7, "g"));
        }, t -> t.deleteBranch("b"), (t, where) -> {
            if (!branchNames(t).isEmpty()) {
                assertEquals(List.of("+I[1, a]", "+I[7, g]"), read(t.onBranch("b")), where);
                t.deleteBranch("b");
            }
            assertEquals(List.of(), branchNames(t), where);
            assertEquals(List.of("+I[1, a]", "+I[2, b]"), read(t), where);
            assertEquals(List.of("+I[1, a]"), read(t.copy(Map.of("scan.tag-name", "tg"))), where);
            t.createBranch("b", null);
            assertEquals(List.of(), read(t.onBranch("b")), where);
        });
    }

    @Test
    void aCrashedFastForwardLeavesMainOldOrTheBranch() {
        crashAtEveryOperation(t -> {
            twoCommitsAndATag(t);
            t.createBranch("b", "tg");
            commit(t.onBranch("b"), ins(7, "g"));
        }, t -> t.fastForward("b"), (t, where) -> {
            List<String> rows = read(t);
            if (rows.equals(List.of("+I[1, a]", "+I[2, b]"))) {
                assertEquals(List.of(1L, 2L), snapshotIds(t), where);
                t.fastForward("b");
                t = t.onBranch("main");
                rows = read(t);
            }
            assertEquals(List.of("+I[1, a]", "+I[7, g]"), rows, where);
            assertEquals(List.of(1L, 2L), snapshotIds(t), where);
            assertEquals(3, commit(t, ins(8, "h")), where);
            assertEquals(List.of("+I[1, a]", "+I[7, g]"), read(t.onBranch("b")), where);
        });
    }
}
