


def forward(self, input):
    input_1 = input
    _0_conv1 = getattr(self, "0").conv1(input_1)
    relu = torch.relu(_0_conv1);  _0_conv1 = None
    _0_conv2 = getattr(self, "0").conv2(relu);  relu = None
    add = _0_conv2 + input_1;  _0_conv2 = input_1 = None
    relu_1 = torch.relu(add);  add = None
    _1_conv1 = getattr(self, "1").conv1(relu_1)
    relu_2 = torch.relu(_1_conv1);  _1_conv1 = None
    _1_conv2 = getattr(self, "1").conv2(relu_2);  relu_2 = None
    add_1 = _1_conv2 + relu_1;  _1_conv2 = relu_1 = None
    relu_3 = torch.relu(add_1);  add_1 = None
    _2_conv1 = getattr(self, "2").conv1(relu_3)
    relu_4 = torch.relu(_2_conv1);  _2_conv1 = None
    _2_conv2 = getattr(self, "2").conv2(relu_4);  relu_4 = None
    add_2 = _2_conv2 + relu_3;  _2_conv2 = relu_3 = None
    relu_5 = torch.relu(add_2);  add_2 = None
    _3_conv1 = getattr(self, "3").conv1(relu_5)
    relu_6 = torch.relu(_3_conv1);  _3_conv1 = None
    _3_conv2 = getattr(self, "3").conv2(relu_6);  relu_6 = None
    add_3 = _3_conv2 + relu_5;  _3_conv2 = relu_5 = None
    relu_7 = torch.relu(add_3);  add_3 = None
    _4_conv1 = getattr(self, "4").conv1(relu_7)
    relu_8 = torch.relu(_4_conv1);  _4_conv1 = None
    _4_conv2 = getattr(self, "4").conv2(relu_8);  relu_8 = None
    add_4 = _4_conv2 + relu_7;  _4_conv2 = relu_7 = None
    relu_9 = torch.relu(add_4);  add_4 = None
    _5_conv1 = getattr(self, "5").conv1(relu_9)
    relu_10 = torch.relu(_5_conv1);  _5_conv1 = None
    _5_conv2 = getattr(self, "5").conv2(relu_10);  relu_10 = None
    add_5 = _5_conv2 + relu_9;  _5_conv2 = relu_9 = None
    relu_11 = torch.relu(add_5);  add_5 = None
    _6_conv1 = getattr(self, "6").conv1(relu_11)
    relu_12 = torch.relu(_6_conv1);  _6_conv1 = None
    _6_conv2 = getattr(self, "6").conv2(relu_12);  relu_12 = None
    add_6 = _6_conv2 + relu_11;  _6_conv2 = relu_11 = None
    relu_13 = torch.relu(add_6);  add_6 = None
    _7_conv1 = getattr(self, "7").conv1(relu_13)
    relu_14 = torch.relu(_7_conv1);  _7_conv1 = None
    _7_conv2 = getattr(self, "7").conv2(relu_14);  relu_14 = None
    add_7 = _7_conv2 + relu_13;  _7_conv2 = relu_13 = None
    relu_15 = torch.relu(add_7);  add_7 = None
    _8_conv1 = getattr(self, "8").conv1(relu_15)
    relu_16 = torch.relu(_8_conv1);  _8_conv1 = None
    _8_conv2 = getattr(self, "8").conv2(relu_16);  relu_16 = None
    add_8 = _8_conv2 + relu_15;  _8_conv2 = relu_15 = None
    relu_17 = torch.relu(add_8);  add_8 = None
    _9_conv1 = getattr(self, "9").conv1(relu_17)
    relu_18 = torch.relu(_9_conv1);  _9_conv1 = None
    _9_conv2 = getattr(self, "9").conv2(relu_18);  relu_18 = None
    add_9 = _9_conv2 + relu_17;  _9_conv2 = relu_17 = None
    relu_19 = torch.relu(add_9);  add_9 = None
    _10_conv1 = getattr(self, "10").conv1(relu_19)
    relu_20 = torch.relu(_10_conv1);  _10_conv1 = None
    _10_conv2 = getattr(self, "10").conv2(relu_20);  relu_20 = None
    add_10 = _10_conv2 + relu_19;  _10_conv2 = relu_19 = None
    relu_21 = torch.relu(add_10);  add_10 = None
    _11_conv1 = getattr(self, "11").conv1(relu_21)
    relu_22 = torch.relu(_11_conv1);  _11_conv1 = None
    _11_conv2 = getattr(self, "11").conv2(relu_22);  relu_22 = None
    add_11 = _11_conv2 + relu_21;  _11_conv2 = relu_21 = None
    relu_23 = torch.relu(add_11);  add_11 = None
    _12_conv1 = getattr(self, "12").conv1(relu_23)
    relu_24 = torch.relu(_12_conv1);  _12_conv1 = None
    _12_conv2 = getattr(self, "12").conv2(relu_24);  relu_24 = None
    add_12 = _12_conv2 + relu_23;  _12_conv2 = relu_23 = None
    relu_25 = torch.relu(add_12);  add_12 = None
    _13_conv1 = getattr(self, "13").conv1(relu_25)
    relu_26 = torch.relu(_13_conv1);  _13_conv1 = None
    _13_conv2 = getattr(self, "13").conv2(relu_26);  relu_26 = None
    add_13 = _13_conv2 + relu_25;  _13_conv2 = relu_25 = None
    relu_27 = torch.relu(add_13);  add_13 = None
    return relu_27
    