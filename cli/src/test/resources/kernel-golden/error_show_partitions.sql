-- exit: 1
-- stderr: SHOW PARTITIONS default.t: table default.t is not partitioned
CREATE TABLE t (k INT);
SHOW PARTITIONS t;
