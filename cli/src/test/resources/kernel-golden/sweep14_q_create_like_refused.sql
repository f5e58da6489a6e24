-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no CREATE TABLE ... LIKE
-- exit: 1
-- CREATE TABLE ... LIKE is refused (Paimon's filesystem catalog refuses it too)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
CREATE TABLE T2 LIKE T;
