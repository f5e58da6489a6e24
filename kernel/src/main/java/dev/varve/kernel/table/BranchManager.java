package dev.varve.kernel.table;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.varve.format.FileIO;
import dev.varve.kernel.BranchInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.schema.SchemaManager;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The branches of a table (METADATA_FORMAT.md "Branches", Paimon's branches): {@code branch/branch-<name>/} holds a
 * branch's schemas, snapshots, tags, changelogs and consumers; manifests and data files stay in the table's shared
 * directories. A branch exists when its marker {@code branch/branch-<name>/BRANCH} exists: creating one writes the
 * marker last (create-if-absent), deleting one deletes it first, so a crash leaves a whole branch or none (a directory
 * without marker is a leftover, cleared by the next create of that name). A fast-forward is journaled
 * ({@code branch/FAST-FORWARD}) and finished by whoever opens the table next after a crash. Not thread-safe: branch
 * changes, tag changes and expirations of one table must not run concurrently.
 */
final class BranchManager {
    static final String DIR = "branch";
    static final String PREFIX = "branch-";
    static final String MARKER = "BRANCH";
    static final String FAST_FORWARD = "FAST-FORWARD";

    private final FileIO io;
    private final String tablePath;

    BranchManager(FileIO io, String tablePath) {
        this.io = io;
        this.tablePath = tablePath;
    }

    static boolean isMain(String branch) {
        return branch == null || BranchInfo.MAIN.equals(branch);
    }

    /** The directory of a branch's metadata: the table's own for main, else {@code branch/branch-<name>}. */
    static String metaRoot(String tablePath, String branch) {
        return BranchInfo.metaRoot(tablePath, branch);
    }

    /** The schema versions of branch {@code name} (its own directory). */
    static SchemaManager schemaManager(FileIO io, String tablePath, String name, Identifier id) {
        return new SchemaManager(io, metaRoot(tablePath, name), id.fullName(), System::currentTimeMillis);
    }

    private String branchDir() {
        return tablePath + "/" + DIR;
    }

    private String markerPath(String name) {
        return metaRoot(tablePath, name) + "/" + MARKER;
    }

    boolean exists(String name) {
        try {
            return isMain(name) || io.exists(markerPath(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void requireExists(String name) {
        if (!exists(name)) {
            throw new VarveException.NotFound("Branch name '" + name + "' doesn't exist.");
        }
    }

    /**
     * Refuses what Paimon 1.4.2 refuses for a new branch, in its order and words (main, blank, existing, all
     * digits), and a name that cannot be a directory name or a {@code t$branch_<name>} table name.
     */
    private void checkNew(String name) {
        if (isMain(name)) {
            throw new VarveException("Branch name 'main' is the default branch and cannot be used.");
        }
        if (name.isBlank()) {
            throw new VarveException("Branch name '" + name + "' is blank.");
        }
        if (exists(name)) {
            throw new VarveException.AlreadyExists("Branch name '" + name + "' already exists.");
        }
        if (name.chars().allMatch(Character::isDigit)) {
            throw new VarveException("Branch name cannot be pure numeric string but is '" + name + "'.");
        }
        if (name.contains("/") || name.contains("\\") || name.contains("$") || name.equals(".") || name.equals("..")) {
            throw new VarveException("Branch name '" + name + "' cannot be used: it contains '/', '\\' or '$'");
        }
    }

    /** The branches with a marker, by creation time then name. */
    List<BranchInfo> list() {
        List<BranchInfo> out = new ArrayList<>();
        for (String name : names()) {
            Marker m = marker(name);
            if (m != null) {
                out.add(new BranchInfo(name, m.createTimeMillis));
            }
        }
        out.sort((a, b) -> a.createTimeMillis != b.createTimeMillis ? Long.compare(a.createTimeMillis, b.createTimeMillis)
                : a.branchName.compareTo(b.branchName));
        return out;
    }

    /** Names of the branch directories (with or without marker). */
    private List<String> names() {
        List<String> out = new ArrayList<>();
        try {
            if (!io.exists(branchDir())) {
                return out;
            }
            for (FileIO.FileStatus s : io.list(branchDir())) {
                if (s.isDirectory() && s.name().startsWith(PREFIX)) {
                    out.add(s.name().substring(PREFIX.length()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private Marker marker(String name) {
        String p = markerPath(name);
        try {
            return Json.read(io.readFully(p), Marker.class, p);
        } catch (FileNotFoundException | NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + p, e);
        }
    }

    /** An empty branch with the schemas of {@code schemas} (Paimon copies them all). */
    void create(String name, SchemaManager schemas) throws IOException {
        checkNew(name);
        String root = prepare(name);
        long latest = schemas.latest().orElseThrow().id();
        copySchemas(schemas, root, latest);
        publish(name, null);
    }

    /** A branch starting at tag {@code tagName}: the tag, its snapshot and the schemas up to the snapshot's. */
    void createFromTag(String name, TagManager tags, String tagName, SchemaManager schemas) throws IOException {
        checkNew(name);
        Tag tag = tags.getOrNull(tagName);
        if (tag == null) {
            throw new VarveException.NotFound("Tag '" + tagName + "' doesn't exist.");
        }
        String root = prepare(name);
        copySchemas(schemas, root, tag.snapshot.schemaId);
        io.mkdirs(root + "/tag");
        create(root + "/tag/tag-" + tagName, io.readFully(tags.tagPath(tagName)));
        io.mkdirs(root + "/snapshot");
        create(root + "/snapshot/snapshot-" + tag.snapshot.id, Json.write(tag.snapshot));
        publish(name, tagName);
    }

    /** The branch's directory, cleared of what an interrupted create or delete left. */
    private String prepare(String name) throws IOException {
        String root = metaRoot(tablePath, name);
        if (io.exists(root)) {
            io.deleteRecursively(root); // no marker (checkNew): a leftover, not a branch
        }
        io.mkdirs(root);
        return root;
    }

    private void copySchemas(SchemaManager schemas, String root, long upTo) throws IOException {
        io.mkdirs(root + "/" + "schema");
        String target = new SchemaManager(io, root).schemaDirectory();
        for (long id : schemas.listIds()) {
            if (id <= upTo) {
                create(target + "/schema-" + id, io.readFully(schemas.schemaPath(id)));
            }
        }
    }

    private void create(String path, byte[] content) throws IOException {
        if (!io.tryCreateAtomically(path, content)) {
            throw new IOException(path + " exists");
        }
    }

    /** Writes the marker: from here on the branch exists. */
    private void publish(String name, String fromTag) throws IOException {
        byte[] m = Json.write(new Marker(Snapshot.FORMAT_VERSION, name, System.currentTimeMillis(), fromTag));
        if (!io.tryCreateAtomically(markerPath(name), m)) {
            throw new VarveException.AlreadyExists("Branch name '" + name + "' already exists.");
        }
    }

    /**
     * Deletes a branch: its marker first (the branch is gone), then the data files and manifests only it referenced
     * (none that main, another branch, their tags or changelogs reference), then its directory.
     */
    void delete(String name, TablePaths paths) throws IOException {
        if (isMain(name)) {
            throw new VarveException("Branch name 'main' is the default branch and cannot be deleted.");
        }
        requireExists(name);
        finishFastForward(io, tablePath);
        References mine = references(name, paths);
        io.delete(markerPath(name));
        io.syncDirectory(metaRoot(tablePath, name));
        References others = referencesOfOthers(name, paths);
        String manifestDir = tablePath + "/manifest";
        for (String p : mine.data) {
            if (!others.data.contains(p)) {
                io.delete(p);
            }
        }
        for (String m : mine.meta) {
            if (!others.meta.contains(m)) {
                io.delete(manifestDir + "/" + m);
            }
        }
        io.deleteRecursively(metaRoot(tablePath, name));
    }

    // ---- references ------------------------------------------------------------------------------

    /** Data file paths and manifest (list) names a branch, or all but one, reference. */
    static final class References {
        final Set<String> data = new HashSet<>();
        final Set<String> meta = new HashSet<>();
    }

    /**
     * What every branch other than {@code self} (main included) references: the files live in any of its snapshots,
     * tags or long-lived changelogs, their changelog files and the manifests they name. Empty (one listing) when
     * the table has no branch and {@code self} is main.
     */
    References referencesOfOthers(String self, TablePaths paths) {
        References out = new References();
        if (!isMain(self)) {
            addReferences(BranchInfo.MAIN, paths, out);
        }
        for (String b : names()) {
            if (!b.equals(self) && exists(b)) {
                addReferences(b, paths, out);
            }
        }
        return out;
    }

    References references(String branch, TablePaths paths) {
        References out = new References();
        addReferences(branch, paths, out);
        return out;
    }

    /**
     * Adds what {@code branch} references. The files live in any of its snapshots are those live in its earliest
     * plus those the later ones ADD (its snapshots are contiguous; a file is added once).
     */
    private void addReferences(String branch, TablePaths paths, References out) {
        String root = metaRoot(tablePath, branch);
        SnapshotStore store = new SnapshotStore(io, tablePath, root);
        boolean first = true;
        for (Snapshot s : store.all()) {
            for (ManifestEntry e : first ? store.liveEntries(s) : store.deltaEntries(s)) {
                if (first || e.kind() == ManifestEntry.Kind.ADD) {
                    out.data.add(paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
                }
            }
            first = false;
            addChangelogAndMeta(store, s, paths, out);
        }
        for (Snapshot c : store.allChangelogs()) {
            // a changelog kept with its delta (no changelog producer) keeps the files its commit added
            for (ManifestEntry e : store.changelogKeptEntries(c)) {
                out.data.add(paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            out.meta.addAll(store.referencedMetaFiles(c));
        }
        for (Tag t : tagsOf(root)) {
            for (ManifestEntry e : store.liveEntries(t.snapshot)) {
                out.data.add(paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
            }
            out.meta.addAll(store.referencedMetaFiles(t.snapshot));
        }
    }

    private static void addChangelogAndMeta(SnapshotStore store, Snapshot s, TablePaths paths, References out) {
        for (ManifestEntry e : store.changelogEntries(s)) {
            out.data.add(paths.filePath(e.partition(), e.bucket(), e.file().fileName()));
        }
        out.meta.addAll(store.referencedMetaFiles(s));
    }

    private List<Tag> tagsOf(String root) {
        List<Tag> out = new ArrayList<>();
        String dir = root + "/tag";
        try {
            if (!io.exists(dir)) {
                return out;
            }
            for (FileIO.FileStatus s : io.list(dir)) {
                if (!s.isDirectory() && s.name().startsWith("tag-")) {
                    String p = dir + "/" + s.name();
                    try {
                        out.add(Json.read(io.readFully(p), Tag.class, p));
                    } catch (FileNotFoundException | NoSuchFileException gone) {
                        // deleted meanwhile
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    // ---- fast-forward ----------------------------------------------------------------------------

    /**
     * Makes main the branch {@code name}: writes the journal, then {@link #finishFastForward} replaces main's
     * snapshots, long-lived changelogs, tags and schemas from the branch's earliest snapshot (and its schema) on by
     * the branch's, as Paimon 1.4.2 does; main's consumers are left as they are.
     */
    void fastForward(String name, SnapshotStore mainStore) throws IOException {
        if (isMain(name)) {
            throw new VarveException("Branch name 'main' do not use in fast-forward.");
        }
        if (name.isBlank()) {
            throw new VarveException("Branch name '" + name + "' is blank.");
        }
        requireExists(name);
        finishFastForward(io, tablePath);
        SnapshotStore branch = new SnapshotStore(io, tablePath, metaRoot(tablePath, name));
        long earliest = branch.earliestId();
        if (earliest < 1 || branch.snapshotOrNull(earliest) == null) {
            throw new VarveException("Cannot fast forward branch " + name + ", because it does not have snapshot.");
        }
        byte[] journal = Json.write(new Journal(Snapshot.FORMAT_VERSION, name));
        io.mkdirs(tablePath + "/" + DIR);
        if (!io.tryCreateAtomically(journalPath(tablePath), journal)) {
            throw new VarveException("Cannot fast-forward to branch '" + name + "': another fast-forward is unfinished");
        }
        finishFastForward(io, tablePath);
        mainStore.forgetAbove(earliest - 1);
    }

    private static String journalPath(String tablePath) {
        return tablePath + "/" + DIR + "/" + FAST_FORWARD;
    }

    /**
     * Finishes the fast-forward the journal names, if any: every step rewrites main from the branch (which it does not
     * change), so repeating it after a crash at any point gives the same result; the journal is deleted last.
     */
    static void finishFastForward(FileIO io, String tablePath) {
        String journalPath = journalPath(tablePath);
        try {
            if (!io.exists(journalPath)) {
                return;
            }
            Journal j = Json.read(io.readFully(journalPath), Journal.class, journalPath);
            String root = metaRoot(tablePath, j.branch);
            if (io.exists(root + "/" + MARKER)) {
                replaceMain(io, tablePath, root);
            }
            io.delete(journalPath);
            io.syncDirectory(tablePath + "/" + DIR);
        } catch (FileNotFoundException | NoSuchFileException gone) {
            // finished by another opener meanwhile
        } catch (IOException e) {
            throw new UncheckedIOException("cannot finish the fast-forward of " + tablePath + ": " + e.getMessage(), e);
        }
    }

    private static void replaceMain(FileIO io, String tablePath, String branchRoot) throws IOException {
        SnapshotStore branch = new SnapshotStore(io, tablePath, branchRoot);
        SnapshotStore main = new SnapshotStore(io, tablePath);
        List<Long> ids = branch.listIds();
        long earliest = ids.get(0);
        long latest = ids.get(ids.size() - 1);
        long earliestSchema = branch.snapshot(earliest).schemaId;
        // snapshots: main's that the branch has not go (newest first; those below the branch's earliest too: Paimon
        // leaves their files but moves EARLIEST past them, so they are gone for its readers), the branch's replace main's
        List<Long> mainIds = main.listIds();
        for (int i = mainIds.size() - 1; i >= 0; i--) {
            long id = mainIds.get(i);
            if (!ids.contains(id)) {
                io.delete(main.snapshotPath(id));
            }
        }
        io.mkdirs(main.snapshotDir());
        io.syncDirectory(main.snapshotDir());
        for (long id : ids) {
            io.overwriteAtomically(main.snapshotPath(id), io.readFully(branch.snapshotPath(id)));
        }
        // main's long-lived changelogs describe snapshots that are gone (and must stay contiguous below the earliest)
        for (long id : main.listChangelogIds()) {
            io.delete(main.changelogPath(id));
        }
        // tags: main's of snapshots from the earliest on go, the branch's are copied
        String mainTags = tablePath + "/tag";
        if (io.exists(mainTags)) {
            for (FileIO.FileStatus s : io.list(mainTags)) {
                if (!s.isDirectory() && s.name().startsWith("tag-")) {
                    String p = mainTags + "/" + s.name();
                    if (Json.read(io.readFully(p), Tag.class, p).snapshot.id >= earliest) {
                        io.delete(p);
                    }
                }
            }
        }
        String branchTags = branchRoot + "/tag";
        if (io.exists(branchTags)) {
            io.mkdirs(mainTags);
            for (FileIO.FileStatus s : io.list(branchTags)) {
                if (!s.isDirectory() && s.name().startsWith("tag-")) {
                    io.overwriteAtomically(mainTags + "/" + s.name(), io.readFully(branchTags + "/" + s.name()));
                }
            }
        }
        // schemas: the branch's from its earliest snapshot's on replace main's (overwritten, so main never has none)
        SchemaManager mainSchemas = new SchemaManager(io, tablePath);
        SchemaManager branchSchemas = new SchemaManager(io, branchRoot);
        List<Long> branchSchemaIds = branchSchemas.listIds();
        for (long id : branchSchemaIds) {
            if (id >= earliestSchema) {
                io.overwriteAtomically(mainSchemas.schemaPath(id), io.readFully(branchSchemas.schemaPath(id)));
            }
        }
        for (long id : mainSchemas.listIds()) {
            if (id >= earliestSchema && !branchSchemaIds.contains(id)) {
                io.delete(mainSchemas.schemaPath(id));
            }
        }
        main.writeHint("LATEST", latest);
        main.writeHint("EARLIEST", earliest);
    }

    /** {@code branch/branch-<name>/BRANCH}: the branch exists. */
    static final class Marker {
        @JsonProperty final int version;
        @JsonProperty final String name;
        @JsonProperty final long createTimeMillis;
        /** The tag the branch was created from; absent for an empty branch. */
        @JsonProperty final String fromTag;

        @JsonCreator
        Marker(@JsonProperty("version") int version, @JsonProperty("name") String name,
               @JsonProperty("createTimeMillis") long createTimeMillis, @JsonProperty("fromTag") String fromTag) {
            if (version != Snapshot.FORMAT_VERSION) {
                throw new VarveException("unsupported branch marker version " + version);
            }
            this.version = version;
            this.name = name;
            this.createTimeMillis = createTimeMillis;
            this.fromTag = fromTag;
        }
    }

    /** {@code branch/FAST-FORWARD}: main is being made branch {@code branch}. */
    static final class Journal {
        @JsonProperty final int version;
        @JsonProperty final String branch;

        @JsonCreator
        Journal(@JsonProperty("version") int version, @JsonProperty("branch") String branch) {
            if (version != Snapshot.FORMAT_VERSION) {
                throw new VarveException("unsupported fast-forward journal version " + version);
            }
            this.version = version;
            this.branch = branch;
        }
    }
}
