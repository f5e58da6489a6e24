/**
 * Varve's file layer: the one I/O seam {@link dev.varve.format.FileIO} with its implementations
 * ({@link dev.varve.format.LocalFileIO}; {@link dev.varve.format.MemoryFileIO} with crash
 * simulation and {@link dev.varve.format.FaultInjectingFileIO} for tests of every module),
 * {@link dev.varve.format.BloomFilter} and {@link dev.varve.format.CorruptFileException}. The run
 * format lives in {@code dev.varve.format.run}, the Parquet export in
 * {@code dev.varve.format.parquet}.
 */
package dev.varve.format;
