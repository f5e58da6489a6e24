-- stderr: [WARN] option 'file.format' is ignored
-- stderr: [INFO] Table default.t created.
CREATE TABLE t (k INT) WITH ('file.format' = 'parquet');
