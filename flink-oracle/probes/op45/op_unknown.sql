-- unknown table options are kept and shown
-- exit: 1
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('no.such.option' = 'x', 'bucket' = '1');
INSERT INTO t VALUES (1, 'a');
ALTER TABLE t SET ('another.unknown' = '7');
SELECT * FROM t /*+ OPTIONS('yet.another' = 'y') */;
SELECT * FROM t$options;
ALTER TABLE t RESET ('no.such.option');
SELECT * FROM t$options;
