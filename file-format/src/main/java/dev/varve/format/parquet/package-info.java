/**
 * Export of rows and run files to Apache Parquet with parquet-java and no Hadoop at run time
 * ({@link dev.varve.format.parquet.ParquetExport}, {@link dev.varve.format.parquet.ParquetExportOptions},
 * {@link dev.varve.format.parquet.NoHadoopCodecFactory}). The type mapping is in
 * {@code file-format/FORMAT.md}, appendix.
 */
package dev.varve.format.parquet;
