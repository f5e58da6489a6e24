-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); databases and SHOW are Flink catalog operations the Java-API interpreter does not run
-- a database other than the current one can be dropped; the session stays in its database
CREATE DATABASE d1;
CREATE DATABASE d2;
USE d1;
DROP DATABASE d2;
SHOW DATABASES;
SHOW CURRENT DATABASE;
