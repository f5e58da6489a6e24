-- partial-update on a partitioned table: INSERT OVERWRITE (dynamic partition overwrite) replaces only the partitions it writes, later partial rows fill the overwritten rows; a static partition overwrite whose SELECT is empty commits nothing (the partition stays, as on Flink + Paimon 1.4.2); batch rows
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs INSERT OVERWRITE with VALUES only, not with a SELECT
CREATE TABLE P (dt STRING, k INT, a STRING, b INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('merge-engine' = 'partial-update', 'bucket' = '2');
INSERT INTO P VALUES ('d1', 1, 'a', CAST(NULL AS INT)), ('d1', 2, 'b', 2), ('d2', 1, 'c', 3);
INSERT INTO P VALUES ('d1', 1, CAST(NULL AS STRING), 1);
INSERT OVERWRITE P VALUES ('d1', 1, CAST(NULL AS STRING), 10);
SELECT * FROM P;
INSERT INTO P VALUES ('d1', 1, 'z', CAST(NULL AS INT)), ('d2', 1, CAST(NULL AS STRING), 30);
SELECT * FROM P;
INSERT OVERWRITE P PARTITION (dt = 'd2') SELECT k, a, b FROM P WHERE dt = 'none';
SELECT * FROM P;
