-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
CREATE TABLE t (dt STRING, id INT, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket'='2');
INSERT INTO t VALUES ('d1', 1);
CALL sys.rescale(`table` => 'default.t', bucket_num => 3);
