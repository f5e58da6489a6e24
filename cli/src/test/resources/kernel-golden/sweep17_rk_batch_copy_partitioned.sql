-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter writes batch INSERT rows as +I (it does not plan the query: a plain copy keeps the split read's kinds on Flink)
-- partitioned source: SELECT * and scan.partitions pass the merged +U on, a WHERE on the partition column (a Calc stays) gives +I
CREATE TABLE s (p STRING, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO s VALUES +I('x', 1, 'a'), +I('y', 1, 'a');
INSERT INTO s VALUES +U('x', 1, 'a2'), +U('y', 1, 'a2');
CREATE TEMPORARY TABLE pr (p STRING, k INT, v STRING) WITH ('connector' = 'print');
INSERT INTO pr SELECT * FROM s;
INSERT INTO pr SELECT * FROM s WHERE p = 'x';
INSERT INTO pr SELECT * FROM s /*+ OPTIONS('scan.partitions' = 'p=y') */;
