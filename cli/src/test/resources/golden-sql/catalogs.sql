-- ordered
CREATE CATALOG my_catalog WITH ('type' = 'paimon', 'warehouse' = 'target/cat-test-warehouse');
USE CATALOG my_catalog;
CREATE DATABASE `my_db`;
CREATE TABLE `my_catalog`.`my_db`.`my_tbl` (dt STRING, id BIGINT, content STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup');
INSERT INTO `my_catalog`.`my_db`.`my_tbl` VALUES ('20240108',1,'apple');
SELECT * FROM my_db.my_tbl;
SHOW CATALOGS;
SHOW CURRENT CATALOG;
USE CATALOG varve;
DROP CATALOG my_catalog;
SHOW CATALOGS;
