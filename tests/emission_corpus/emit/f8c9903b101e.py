


def forward(self, x : _torch_Tensor_):
    conv1 = self.conv1(x)
    bn1 = self.bn1(conv1);  conv1 = None
    relu = torch.relu(bn1);  bn1 = None
    conv2 = self.conv2(relu);  relu = None
    bn2 = self.bn2(conv2);  conv2 = None
    add = bn2 + x;  bn2 = x = None
    relu_1 = torch.relu(add);  add = None
    conv1_1 = self.conv1(relu_1)
    bn1_1 = self.bn1(conv1_1);  conv1_1 = None
    relu_2 = torch.relu(bn1_1);  bn1_1 = None
    conv2_1 = self.conv2(relu_2);  relu_2 = None
    bn2_1 = self.bn2(conv2_1);  conv2_1 = None
    add_1 = bn2_1 + relu_1;  bn2_1 = relu_1 = None
    relu_3 = torch.relu(add_1);  add_1 = None
    conv1_2 = self.conv1(relu_3)
    bn1_2 = self.bn1(conv1_2);  conv1_2 = None
    relu_4 = torch.relu(bn1_2);  bn1_2 = None
    conv2_2 = self.conv2(relu_4);  relu_4 = None
    bn2_2 = self.bn2(conv2_2);  conv2_2 = None
    add_2 = bn2_2 + relu_3;  bn2_2 = relu_3 = None
    relu_5 = torch.relu(add_2);  add_2 = None
    conv1_3 = self.conv1(relu_5)
    bn1_3 = self.bn1(conv1_3);  conv1_3 = None
    relu_6 = torch.relu(bn1_3);  bn1_3 = None
    conv2_3 = self.conv2(relu_6);  relu_6 = None
    bn2_3 = self.bn2(conv2_3);  conv2_3 = None
    add_3 = bn2_3 + relu_5;  bn2_3 = relu_5 = None
    relu_7 = torch.relu(add_3);  add_3 = None
    conv1_4 = self.conv1(relu_7)
    bn1_4 = self.bn1(conv1_4);  conv1_4 = None
    relu_8 = torch.relu(bn1_4);  bn1_4 = None
    conv2_4 = self.conv2(relu_8);  relu_8 = None
    bn2_4 = self.bn2(conv2_4);  conv2_4 = None
    add_4 = bn2_4 + relu_7;  bn2_4 = relu_7 = None
    relu_9 = torch.relu(add_4);  add_4 = None
    conv1_5 = self.conv1(relu_9)
    bn1_5 = self.bn1(conv1_5);  conv1_5 = None
    relu_10 = torch.relu(bn1_5);  bn1_5 = None
    conv2_5 = self.conv2(relu_10);  relu_10 = None
    bn2_5 = self.bn2(conv2_5);  conv2_5 = None
    add_5 = bn2_5 + relu_9;  bn2_5 = relu_9 = None
    relu_11 = torch.relu(add_5);  add_5 = None
    conv1_6 = self.conv1(relu_11)
    bn1_6 = self.bn1(conv1_6);  conv1_6 = None
    relu_12 = torch.relu(bn1_6);  bn1_6 = None
    conv2_6 = self.conv2(relu_12);  relu_12 = None
    bn2_6 = self.bn2(conv2_6);  conv2_6 = None
    add_6 = bn2_6 + relu_11;  bn2_6 = relu_11 = None
    relu_13 = torch.relu(add_6);  add_6 = None
    conv1_7 = self.conv1(relu_13)
    bn1_7 = self.bn1(conv1_7);  conv1_7 = None
    relu_14 = torch.relu(bn1_7);  bn1_7 = None
    conv2_7 = self.conv2(relu_14);  relu_14 = None
    bn2_7 = self.bn2(conv2_7);  conv2_7 = None
    add_7 = bn2_7 + relu_13;  bn2_7 = relu_13 = None
    relu_15 = torch.relu(add_7);  add_7 = None
    conv1_8 = self.conv1(relu_15)
    bn1_8 = self.bn1(conv1_8);  conv1_8 = None
    relu_16 = torch.relu(bn1_8);  bn1_8 = None
    conv2_8 = self.conv2(relu_16);  relu_16 = None
    bn2_8 = self.bn2(conv2_8);  conv2_8 = None
    add_8 = bn2_8 + relu_15;  bn2_8 = relu_15 = None
    relu_17 = torch.relu(add_8);  add_8 = None
    conv1_9 = self.conv1(relu_17)
    bn1_9 = self.bn1(conv1_9);  conv1_9 = None
    relu_18 = torch.relu(bn1_9);  bn1_9 = None
    conv2_9 = self.conv2(relu_18);  relu_18 = None
    bn2_9 = self.bn2(conv2_9);  conv2_9 = None
    add_9 = bn2_9 + relu_17;  bn2_9 = relu_17 = None
    relu_19 = torch.relu(add_9);  add_9 = None
    conv1_10 = self.conv1(relu_19)
    bn1_10 = self.bn1(conv1_10);  conv1_10 = None
    relu_20 = torch.relu(bn1_10);  bn1_10 = None
    conv2_10 = self.conv2(relu_20);  relu_20 = None
    bn2_10 = self.bn2(conv2_10);  conv2_10 = None
    add_10 = bn2_10 + relu_19;  bn2_10 = relu_19 = None
    relu_21 = torch.relu(add_10);  add_10 = None
    conv1_11 = self.conv1(relu_21)
    bn1_11 = self.bn1(conv1_11);  conv1_11 = None
    relu_22 = torch.relu(bn1_11);  bn1_11 = None
    conv2_11 = self.conv2(relu_22);  relu_22 = None
    bn2_11 = self.bn2(conv2_11);  conv2_11 = None
    add_11 = bn2_11 + relu_21;  bn2_11 = relu_21 = None
    relu_23 = torch.relu(add_11);  add_11 = None
    conv1_12 = self.conv1(relu_23)
    bn1_12 = self.bn1(conv1_12);  conv1_12 = None
    relu_24 = torch.relu(bn1_12);  bn1_12 = None
    conv2_12 = self.conv2(relu_24);  relu_24 = None
    bn2_12 = self.bn2(conv2_12);  conv2_12 = None
    add_12 = bn2_12 + relu_23;  bn2_12 = relu_23 = None
    relu_25 = torch.relu(add_12);  add_12 = None
    conv1_13 = self.conv1(relu_25)
    bn1_13 = self.bn1(conv1_13);  conv1_13 = None
    relu_26 = torch.relu(bn1_13);  bn1_13 = None
    conv2_13 = self.conv2(relu_26);  relu_26 = None
    bn2_13 = self.bn2(conv2_13);  conv2_13 = None
    add_13 = bn2_13 + relu_25;  bn2_13 = relu_25 = None
    relu_27 = torch.relu(add_13);  add_13 = None
    conv1_14 = self.conv1(relu_27)
    bn1_14 = self.bn1(conv1_14);  conv1_14 = None
    relu_28 = torch.relu(bn1_14);  bn1_14 = None
    conv2_14 = self.conv2(relu_28);  relu_28 = None
    bn2_14 = self.bn2(conv2_14);  conv2_14 = None
    add_14 = bn2_14 + relu_27;  bn2_14 = relu_27 = None
    relu_29 = torch.relu(add_14);  add_14 = None
    conv1_15 = self.conv1(relu_29)
    bn1_15 = self.bn1(conv1_15);  conv1_15 = None
    relu_30 = torch.relu(bn1_15);  bn1_15 = None
    conv2_15 = self.conv2(relu_30);  relu_30 = None
    bn2_15 = self.bn2(conv2_15);  conv2_15 = None
    add_15 = bn2_15 + relu_29;  bn2_15 = relu_29 = None
    relu_31 = torch.relu(add_15);  add_15 = None
    conv1_16 = self.conv1(relu_31)
    bn1_16 = self.bn1(conv1_16);  conv1_16 = None
    relu_32 = torch.relu(bn1_16);  bn1_16 = None
    conv2_16 = self.conv2(relu_32);  relu_32 = None
    bn2_16 = self.bn2(conv2_16);  conv2_16 = None
    add_16 = bn2_16 + relu_31;  bn2_16 = relu_31 = None
    relu_33 = torch.relu(add_16);  add_16 = None
    conv1_17 = self.conv1(relu_33)
    bn1_17 = self.bn1(conv1_17);  conv1_17 = None
    relu_34 = torch.relu(bn1_17);  bn1_17 = None
    conv2_17 = self.conv2(relu_34);  relu_34 = None
    bn2_17 = self.bn2(conv2_17);  conv2_17 = None
    add_17 = bn2_17 + relu_33;  bn2_17 = relu_33 = None
    relu_35 = torch.relu(add_17);  add_17 = None
    conv1_18 = self.conv1(relu_35)
    bn1_18 = self.bn1(conv1_18);  conv1_18 = None
    relu_36 = torch.relu(bn1_18);  bn1_18 = None
    conv2_18 = self.conv2(relu_36);  relu_36 = None
    bn2_18 = self.bn2(conv2_18);  conv2_18 = None
    add_18 = bn2_18 + relu_35;  bn2_18 = relu_35 = None
    relu_37 = torch.relu(add_18);  add_18 = None
    conv1_19 = self.conv1(relu_37)
    bn1_19 = self.bn1(conv1_19);  conv1_19 = None
    relu_38 = torch.relu(bn1_19);  bn1_19 = None
    conv2_19 = self.conv2(relu_38);  relu_38 = None
    bn2_19 = self.bn2(conv2_19);  conv2_19 = None
    add_19 = bn2_19 + relu_37;  bn2_19 = relu_37 = None
    relu_39 = torch.relu(add_19);  add_19 = None
    conv1_20 = self.conv1(relu_39)
    bn1_20 = self.bn1(conv1_20);  conv1_20 = None
    relu_40 = torch.relu(bn1_20);  bn1_20 = None
    conv2_20 = self.conv2(relu_40);  relu_40 = None
    bn2_20 = self.bn2(conv2_20);  conv2_20 = None
    add_20 = bn2_20 + relu_39;  bn2_20 = relu_39 = None
    relu_41 = torch.relu(add_20);  add_20 = None
    conv1_21 = self.conv1(relu_41)
    bn1_21 = self.bn1(conv1_21);  conv1_21 = None
    relu_42 = torch.relu(bn1_21);  bn1_21 = None
    conv2_21 = self.conv2(relu_42);  relu_42 = None
    bn2_21 = self.bn2(conv2_21);  conv2_21 = None
    add_21 = bn2_21 + relu_41;  bn2_21 = relu_41 = None
    relu_43 = torch.relu(add_21);  add_21 = None
    conv1_22 = self.conv1(relu_43)
    bn1_22 = self.bn1(conv1_22);  conv1_22 = None
    relu_44 = torch.relu(bn1_22);  bn1_22 = None
    conv2_22 = self.conv2(relu_44);  relu_44 = None
    bn2_22 = self.bn2(conv2_22);  conv2_22 = None
    add_22 = bn2_22 + relu_43;  bn2_22 = relu_43 = None
    relu_45 = torch.relu(add_22);  add_22 = None
    conv1_23 = self.conv1(relu_45)
    bn1_23 = self.bn1(conv1_23);  conv1_23 = None
    relu_46 = torch.relu(bn1_23);  bn1_23 = None
    conv2_23 = self.conv2(relu_46);  relu_46 = None
    bn2_23 = self.bn2(conv2_23);  conv2_23 = None
    add_23 = bn2_23 + relu_45;  bn2_23 = relu_45 = None
    relu_47 = torch.relu(add_23);  add_23 = None
    conv1_24 = self.conv1(relu_47)
    bn1_24 = self.bn1(conv1_24);  conv1_24 = None
    relu_48 = torch.relu(bn1_24);  bn1_24 = None
    conv2_24 = self.conv2(relu_48);  relu_48 = None
    bn2_24 = self.bn2(conv2_24);  conv2_24 = None
    add_24 = bn2_24 + relu_47;  bn2_24 = relu_47 = None
    relu_49 = torch.relu(add_24);  add_24 = None
    conv1_25 = self.conv1(relu_49)
    bn1_25 = self.bn1(conv1_25);  conv1_25 = None
    relu_50 = torch.relu(bn1_25);  bn1_25 = None
    conv2_25 = self.conv2(relu_50);  relu_50 = None
    bn2_25 = self.bn2(conv2_25);  conv2_25 = None
    add_25 = bn2_25 + relu_49;  bn2_25 = relu_49 = None
    relu_51 = torch.relu(add_25);  add_25 = None
    conv1_26 = self.conv1(relu_51)
    bn1_26 = self.bn1(conv1_26);  conv1_26 = None
    relu_52 = torch.relu(bn1_26);  bn1_26 = None
    conv2_26 = self.conv2(relu_52);  relu_52 = None
    bn2_26 = self.bn2(conv2_26);  conv2_26 = None
    add_26 = bn2_26 + relu_51;  bn2_26 = relu_51 = None
    relu_53 = torch.relu(add_26);  add_26 = None
    conv1_27 = self.conv1(relu_53)
    bn1_27 = self.bn1(conv1_27);  conv1_27 = None
    relu_54 = torch.relu(bn1_27);  bn1_27 = None
    conv2_27 = self.conv2(relu_54);  relu_54 = None
    bn2_27 = self.bn2(conv2_27);  conv2_27 = None
    add_27 = bn2_27 + relu_53;  bn2_27 = relu_53 = None
    relu_55 = torch.relu(add_27);  add_27 = None
    conv1_28 = self.conv1(relu_55)
    bn1_28 = self.bn1(conv1_28);  conv1_28 = None
    relu_56 = torch.relu(bn1_28);  bn1_28 = None
    conv2_28 = self.conv2(relu_56);  relu_56 = None
    bn2_28 = self.bn2(conv2_28);  conv2_28 = None
    add_28 = bn2_28 + relu_55;  bn2_28 = relu_55 = None
    relu_57 = torch.relu(add_28);  add_28 = None
    conv1_29 = self.conv1(relu_57)
    bn1_29 = self.bn1(conv1_29);  conv1_29 = None
    relu_58 = torch.relu(bn1_29);  bn1_29 = None
    conv2_29 = self.conv2(relu_58);  relu_58 = None
    bn2_29 = self.bn2(conv2_29);  conv2_29 = None
    add_29 = bn2_29 + relu_57;  bn2_29 = relu_57 = None
    relu_59 = torch.relu(add_29);  add_29 = None
    conv1_30 = self.conv1(relu_59)
    bn1_30 = self.bn1(conv1_30);  conv1_30 = None
    relu_60 = torch.relu(bn1_30);  bn1_30 = None
    conv2_30 = self.conv2(relu_60);  relu_60 = None
    bn2_30 = self.bn2(conv2_30);  conv2_30 = None
    add_30 = bn2_30 + relu_59;  bn2_30 = relu_59 = None
    relu_61 = torch.relu(add_30);  add_30 = None
    conv1_31 = self.conv1(relu_61)
    bn1_31 = self.bn1(conv1_31);  conv1_31 = None
    relu_62 = torch.relu(bn1_31);  bn1_31 = None
    conv2_31 = self.conv2(relu_62);  relu_62 = None
    bn2_31 = self.bn2(conv2_31);  conv2_31 = None
    add_31 = bn2_31 + relu_61;  bn2_31 = relu_61 = None
    relu_63 = torch.relu(add_31);  add_31 = None
    conv1_32 = self.conv1(relu_63)
    bn1_32 = self.bn1(conv1_32);  conv1_32 = None
    relu_64 = torch.relu(bn1_32);  bn1_32 = None
    conv2_32 = self.conv2(relu_64);  relu_64 = None
    bn2_32 = self.bn2(conv2_32);  conv2_32 = None
    add_32 = bn2_32 + relu_63;  bn2_32 = relu_63 = None
    relu_65 = torch.relu(add_32);  add_32 = None
    conv1_33 = self.conv1(relu_65)
    bn1_33 = self.bn1(conv1_33);  conv1_33 = None
    relu_66 = torch.relu(bn1_33);  bn1_33 = None
    conv2_33 = self.conv2(relu_66);  relu_66 = None
    bn2_33 = self.bn2(conv2_33);  conv2_33 = None
    add_33 = bn2_33 + relu_65;  bn2_33 = relu_65 = None
    relu_67 = torch.relu(add_33);  add_33 = None
    conv1_34 = self.conv1(relu_67)
    bn1_34 = self.bn1(conv1_34);  conv1_34 = None
    relu_68 = torch.relu(bn1_34);  bn1_34 = None
    conv2_34 = self.conv2(relu_68);  relu_68 = None
    bn2_34 = self.bn2(conv2_34);  conv2_34 = None
    add_34 = bn2_34 + relu_67;  bn2_34 = relu_67 = None
    relu_69 = torch.relu(add_34);  add_34 = None
    conv1_35 = self.conv1(relu_69)
    bn1_35 = self.bn1(conv1_35);  conv1_35 = None
    relu_70 = torch.relu(bn1_35);  bn1_35 = None
    conv2_35 = self.conv2(relu_70);  relu_70 = None
    bn2_35 = self.bn2(conv2_35);  conv2_35 = None
    add_35 = bn2_35 + relu_69;  bn2_35 = relu_69 = None
    relu_71 = torch.relu(add_35);  add_35 = None
    conv1_36 = self.conv1(relu_71)
    bn1_36 = self.bn1(conv1_36);  conv1_36 = None
    relu_72 = torch.relu(bn1_36);  bn1_36 = None
    conv2_36 = self.conv2(relu_72);  relu_72 = None
    bn2_36 = self.bn2(conv2_36);  conv2_36 = None
    add_36 = bn2_36 + relu_71;  bn2_36 = relu_71 = None
    relu_73 = torch.relu(add_36);  add_36 = None
    conv1_37 = self.conv1(relu_73)
    bn1_37 = self.bn1(conv1_37);  conv1_37 = None
    relu_74 = torch.relu(bn1_37);  bn1_37 = None
    conv2_37 = self.conv2(relu_74);  relu_74 = None
    bn2_37 = self.bn2(conv2_37);  conv2_37 = None
    add_37 = bn2_37 + relu_73;  bn2_37 = relu_73 = None
    relu_75 = torch.relu(add_37);  add_37 = None
    conv1_38 = self.conv1(relu_75)
    bn1_38 = self.bn1(conv1_38);  conv1_38 = None
    relu_76 = torch.relu(bn1_38);  bn1_38 = None
    conv2_38 = self.conv2(relu_76);  relu_76 = None
    bn2_38 = self.bn2(conv2_38);  conv2_38 = None
    add_38 = bn2_38 + relu_75;  bn2_38 = relu_75 = None
    relu_77 = torch.relu(add_38);  add_38 = None
    conv1_39 = self.conv1(relu_77)
    bn1_39 = self.bn1(conv1_39);  conv1_39 = None
    relu_78 = torch.relu(bn1_39);  bn1_39 = None
    conv2_39 = self.conv2(relu_78);  relu_78 = None
    bn2_39 = self.bn2(conv2_39);  conv2_39 = None
    add_39 = bn2_39 + relu_77;  bn2_39 = relu_77 = None
    relu_79 = torch.relu(add_39);  add_39 = None
    conv1_40 = self.conv1(relu_79)
    bn1_40 = self.bn1(conv1_40);  conv1_40 = None
    relu_80 = torch.relu(bn1_40);  bn1_40 = None
    conv2_40 = self.conv2(relu_80);  relu_80 = None
    bn2_40 = self.bn2(conv2_40);  conv2_40 = None
    add_40 = bn2_40 + relu_79;  bn2_40 = relu_79 = None
    relu_81 = torch.relu(add_40);  add_40 = None
    conv1_41 = self.conv1(relu_81)
    bn1_41 = self.bn1(conv1_41);  conv1_41 = None
    relu_82 = torch.relu(bn1_41);  bn1_41 = None
    conv2_41 = self.conv2(relu_82);  relu_82 = None
    bn2_41 = self.bn2(conv2_41);  conv2_41 = None
    add_41 = bn2_41 + relu_81;  bn2_41 = relu_81 = None
    relu_83 = torch.relu(add_41);  add_41 = None
    conv1_42 = self.conv1(relu_83)
    bn1_42 = self.bn1(conv1_42);  conv1_42 = None
    relu_84 = torch.relu(bn1_42);  bn1_42 = None
    conv2_42 = self.conv2(relu_84);  relu_84 = None
    bn2_42 = self.bn2(conv2_42);  conv2_42 = None
    add_42 = bn2_42 + relu_83;  bn2_42 = relu_83 = None
    relu_85 = torch.relu(add_42);  add_42 = None
    conv1_43 = self.conv1(relu_85)
    bn1_43 = self.bn1(conv1_43);  conv1_43 = None
    relu_86 = torch.relu(bn1_43);  bn1_43 = None
    conv2_43 = self.conv2(relu_86);  relu_86 = None
    bn2_43 = self.bn2(conv2_43);  conv2_43 = None
    add_43 = bn2_43 + relu_85;  bn2_43 = relu_85 = None
    relu_87 = torch.relu(add_43);  add_43 = None
    conv1_44 = self.conv1(relu_87)
    bn1_44 = self.bn1(conv1_44);  conv1_44 = None
    relu_88 = torch.relu(bn1_44);  bn1_44 = None
    conv2_44 = self.conv2(relu_88);  relu_88 = None
    bn2_44 = self.bn2(conv2_44);  conv2_44 = None
    add_44 = bn2_44 + relu_87;  bn2_44 = relu_87 = None
    relu_89 = torch.relu(add_44);  add_44 = None
    conv1_45 = self.conv1(relu_89)
    bn1_45 = self.bn1(conv1_45);  conv1_45 = None
    relu_90 = torch.relu(bn1_45);  bn1_45 = None
    conv2_45 = self.conv2(relu_90);  relu_90 = None
    bn2_45 = self.bn2(conv2_45);  conv2_45 = None
    add_45 = bn2_45 + relu_89;  bn2_45 = relu_89 = None
    relu_91 = torch.relu(add_45);  add_45 = None
    conv1_46 = self.conv1(relu_91)
    bn1_46 = self.bn1(conv1_46);  conv1_46 = None
    relu_92 = torch.relu(bn1_46);  bn1_46 = None
    conv2_46 = self.conv2(relu_92);  relu_92 = None
    bn2_46 = self.bn2(conv2_46);  conv2_46 = None
    add_46 = bn2_46 + relu_91;  bn2_46 = relu_91 = None
    relu_93 = torch.relu(add_46);  add_46 = None
    conv1_47 = self.conv1(relu_93)
    bn1_47 = self.bn1(conv1_47);  conv1_47 = None
    relu_94 = torch.relu(bn1_47);  bn1_47 = None
    conv2_47 = self.conv2(relu_94);  relu_94 = None
    bn2_47 = self.bn2(conv2_47);  conv2_47 = None
    add_47 = bn2_47 + relu_93;  bn2_47 = relu_93 = None
    relu_95 = torch.relu(add_47);  add_47 = None
    conv1_48 = self.conv1(relu_95)
    bn1_48 = self.bn1(conv1_48);  conv1_48 = None
    relu_96 = torch.relu(bn1_48);  bn1_48 = None
    conv2_48 = self.conv2(relu_96);  relu_96 = None
    bn2_48 = self.bn2(conv2_48);  conv2_48 = None
    add_48 = bn2_48 + relu_95;  bn2_48 = relu_95 = None
    relu_97 = torch.relu(add_48);  add_48 = None
    conv1_49 = self.conv1(relu_97)
    bn1_49 = self.bn1(conv1_49);  conv1_49 = None
    relu_98 = torch.relu(bn1_49);  bn1_49 = None
    conv2_49 = self.conv2(relu_98);  relu_98 = None
    bn2_49 = self.bn2(conv2_49);  conv2_49 = None
    add_49 = bn2_49 + relu_97;  bn2_49 = relu_97 = None
    relu_99 = torch.relu(add_49);  add_49 = None
    conv1_50 = self.conv1(relu_99)
    bn1_50 = self.bn1(conv1_50);  conv1_50 = None
    relu_100 = torch.relu(bn1_50);  bn1_50 = None
    conv2_50 = self.conv2(relu_100);  relu_100 = None
    bn2_50 = self.bn2(conv2_50);  conv2_50 = None
    add_50 = bn2_50 + relu_99;  bn2_50 = relu_99 = None
    relu_101 = torch.relu(add_50);  add_50 = None
    conv1_51 = self.conv1(relu_101)
    bn1_51 = self.bn1(conv1_51);  conv1_51 = None
    relu_102 = torch.relu(bn1_51);  bn1_51 = None
    conv2_51 = self.conv2(relu_102);  relu_102 = None
    bn2_51 = self.bn2(conv2_51);  conv2_51 = None
    add_51 = bn2_51 + relu_101;  bn2_51 = relu_101 = None
    relu_103 = torch.relu(add_51);  add_51 = None
    conv1_52 = self.conv1(relu_103)
    bn1_52 = self.bn1(conv1_52);  conv1_52 = None
    relu_104 = torch.relu(bn1_52);  bn1_52 = None
    conv2_52 = self.conv2(relu_104);  relu_104 = None
    bn2_52 = self.bn2(conv2_52);  conv2_52 = None
    add_52 = bn2_52 + relu_103;  bn2_52 = relu_103 = None
    relu_105 = torch.relu(add_52);  add_52 = None
    conv1_53 = self.conv1(relu_105)
    bn1_53 = self.bn1(conv1_53);  conv1_53 = None
    relu_106 = torch.relu(bn1_53);  bn1_53 = None
    conv2_53 = self.conv2(relu_106);  relu_106 = None
    bn2_53 = self.bn2(conv2_53);  conv2_53 = None
    add_53 = bn2_53 + relu_105;  bn2_53 = relu_105 = None
    relu_107 = torch.relu(add_53);  add_53 = None
    conv1_54 = self.conv1(relu_107)
    bn1_54 = self.bn1(conv1_54);  conv1_54 = None
    relu_108 = torch.relu(bn1_54);  bn1_54 = None
    conv2_54 = self.conv2(relu_108);  relu_108 = None
    bn2_54 = self.bn2(conv2_54);  conv2_54 = None
    add_54 = bn2_54 + relu_107;  bn2_54 = relu_107 = None
    relu_109 = torch.relu(add_54);  add_54 = None
    conv1_55 = self.conv1(relu_109)
    bn1_55 = self.bn1(conv1_55);  conv1_55 = None
    relu_110 = torch.relu(bn1_55);  bn1_55 = None
    conv2_55 = self.conv2(relu_110);  relu_110 = None
    bn2_55 = self.bn2(conv2_55);  conv2_55 = None
    add_55 = bn2_55 + relu_109;  bn2_55 = relu_109 = None
    relu_111 = torch.relu(add_55);  add_55 = None
    conv1_56 = self.conv1(relu_111)
    bn1_56 = self.bn1(conv1_56);  conv1_56 = None
    relu_112 = torch.relu(bn1_56);  bn1_56 = None
    conv2_56 = self.conv2(relu_112);  relu_112 = None
    bn2_56 = self.bn2(conv2_56);  conv2_56 = None
    add_56 = bn2_56 + relu_111;  bn2_56 = relu_111 = None
    relu_113 = torch.relu(add_56);  add_56 = None
    return relu_113
    