-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter learns a table's columns from Varve's CREATE, which refuses this one too
-- exit: 1
-- a primary key made of partition columns only
CREATE TABLE T (dt STRING, v STRING, PRIMARY KEY (dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
