-- exit: 1
-- stderr: scan.snapshot-id 0 is not a snapshot of table
-- a batch read at snapshot id 0 is refused (a streaming read starts at the earliest: sweep15_st_stream_snapshot_zero)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '0') */;
