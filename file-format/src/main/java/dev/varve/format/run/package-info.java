/**
 * The Varve run format ({@code .vrf}, specified in {@code file-format/FORMAT.md}): sorted runs
 * of (key, sequence, row kind, value row) in columnar, checksummed, compressed pages with a
 * footer of statistics, a sparse key index and a bloom filter.
 *
 * <p>Public API: {@link dev.varve.format.run.RunWriter} (one writer per file, single thread,
 * optional background flusher), {@link dev.varve.format.run.RunReader} (shareable across threads
 * for lookups), {@link dev.varve.format.run.RunCursor} (one thread, reuses its row and key views),
 * {@link dev.varve.format.run.RunWriterOptions}, {@link dev.varve.format.run.RunFileMeta},
 * {@link dev.varve.format.run.ColumnStats}, {@link dev.varve.format.run.RunFormat} (constants).
 * Everything else here is internal: encoders and decoders of the page chunks.
 */
package dev.varve.format.run;
