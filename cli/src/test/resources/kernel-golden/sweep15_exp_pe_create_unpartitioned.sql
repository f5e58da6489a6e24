-- exit: 1
-- stderr: ERROR: statement 1
-- 'partition.expiration-time' on a non-partitioned table is refused at CREATE.
CREATE TABLE t (k INT, dt STRING) WITH ('partition.expiration-time' = '1 d');
