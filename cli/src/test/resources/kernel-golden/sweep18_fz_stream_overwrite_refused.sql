-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter has no runtime modes
-- exit: 1
-- stderr: streaming mode
-- fuzz18 (gen_quickstart seed 17): INSERT OVERWRITE in streaming mode is refused by Paimon's sink ("Paimon doesn't support streaming INSERT OVERWRITE"), also with a static partition and a SELECT
CREATE TABLE s (k INT, v STRING);
CREATE TABLE t (k INT, v STRING) PARTITIONED BY (v);
INSERT INTO s VALUES (1, 'a');
INSERT INTO t VALUES (5, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
INSERT OVERWRITE t PARTITION (v = 'a') SELECT k FROM s;
