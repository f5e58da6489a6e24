package dev.varve.kernel.table;

import dev.varve.format.LocalFileIO;
import dev.varve.format.PositionInput;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.catalog.FileSystemCatalog;
import dev.varve.kernel.catalog.ForwardingFileIO;
import dev.varve.kernel.catalog.TableLoaders;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static dev.varve.kernel.table.DeletionVectorIndexTest.files;
import static dev.varve.kernel.table.DeletionVectorIndexTest.name;
import static dev.varve.kernel.table.DeletionVectorIndexTest.only;
import static dev.varve.kernel.table.DeletionVectorIndexTest.vectors;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A compaction of a deletion-vector table counts the rows its output marks as it writes the output
 * (DeletionVectorIndex.Counter) and hands the count to the commit, which no longer reads the output again to
 * maintain the index (round 36 review: the old committer re-read every compaction output). The index itself is the
 * one DeletionVectorIndexTest and DeletionVectorRetractionTest check against the whole bucket's files.
 */
class DeletionVectorCountedMarksTest {
    @TempDir
    Path dir;

    /** Records the data files opened while the committer maintains the deletion-vector index. */
    private static final class IndexReadsFileIO extends ForwardingFileIO {
        final List<String> dataOpens = Collections.synchronizedList(new ArrayList<>());

        IndexReadsFileIO() {
            super(new LocalFileIO());
        }

        private static boolean maintainingIndex() {
            return StackWalker.getInstance().walk(s -> s.anyMatch(f ->
                    f.getClassName().equals(DeletionVectorIndex.class.getName())
                            && f.getMethodName().equals("vectorsAfter")));
        }

        @Override
        public PositionInput open(String path) throws IOException {
            String name = name(path);
            if (name.startsWith("data-") && maintainingIndex()) {
                dataOpens.add(name);
            }
            return super.open(path);
        }
    }

    /**
     * The scenario of {@link #theCommitDoesNotReadTheCompactionOutputAgain}, each checkpoint's messages committed as
     * given ({@code serialized} false) or after a round trip through Java serialization (a distributed runtime's: the
     * counted marks are not serialized, so the committer reads the compaction's output as before, and the index is the
     * same). Returns the data files the committer opened for the index in the third checkpoint.
     */
    private List<String> levelFourRewrite(String name, boolean serialized) throws Exception {
        IndexReadsFileIO io = new IndexReadsFileIO();
        try (Catalog c = new FileSystemCatalog(io, dir.resolve(name).toString(), TableLoaders.defaultLoader())) {
            Identifier id = Identifier.of("default", "dv");
            c.createTable(id, TableTestSupport.schema("k INT NOT NULL", "v STRING").primaryKey("k")
                    .option("bucket", "1").option("deletion-vectors.enabled", "true").build(), false);
            Table t = c.getTable(id);
            try (TableWriter w = t.newWriter("u"); TableCommit commit = t.newCommit("u")) {
                for (int k = 1; k <= 3000; k++) {
                    w.write(ins(k, "a" + k));
                }
                commit.commit(1, messages(w.prepareCommit(1), serialized));
                String bottom = name(only(t.files(null)).filePath);
                for (int k = 1000; k <= 1100; k++) {
                    w.write(ins(k, "b" + k));
                }
                commit.commit(2, messages(w.prepareCommit(2), serialized));
                assertEquals(List.of("[" + bottom + ":101]"), vectors(t, null));
                String upper = null;
                for (DataFileInfo f : t.files(null)) {
                    if (f.level == 4) {
                        upper = name(f.filePath);
                    }
                }
                io.dataOpens.clear();
                for (int k = 1050; k <= 1200; k++) {
                    w.write(ins(k, "c" + k));
                }
                commit.commit(3, messages(w.prepareCommit(3), serialized));
                for (DataFileInfo f : t.files(null)) {
                    assertFalse(name(f.filePath).equals(upper), "level 4 was rewritten");
                }
                assertEquals(List.of("L4x201", "L5x3000"), files(t));
                assertEquals(List.of("[" + bottom + ":201]"), vectors(t, null));
                return new ArrayList<>(io.dataOpens);
            }
        }
    }

    /**
     * Level 5 holds keys 1..3000; level 4 keys 1000..1100 (marking 101 rows below); the third checkpoint's keys
     * 1050..1200 merge with level 4 into level 4 (a rewrite, not an upgrade), its keys 1101..1200 from level 0 marking
     * 100 more rows of the level-5 file: counted by the merge, so the committer opens no data file for the index (the
     * old committer opened the output and the runs it probed).
     */
    @Test
    void theCommitDoesNotReadTheCompactionOutputAgain() throws Exception {
        assertEquals(List.of(), levelFourRewrite("counted", false), "data files the committer read for the index");
    }

    /** Messages that lost the counted marks (serialized) still give the same index: the committer reads the output. */
    @Test
    void serializedMessagesAreCountedByReadingTheOutput() throws Exception {
        assertFalse(levelFourRewrite("serialized", true).isEmpty(), "the committer read the output");
    }

    private static List<CommitMessage> messages(List<CommitMessage> messages, boolean serialized) throws Exception {
        if (!serialized) {
            return messages;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
            o.writeObject(new ArrayList<>(messages));
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            @SuppressWarnings("unchecked")
            List<CommitMessage> back = (List<CommitMessage>) in.readObject();
            return back;
        }
    }
}
